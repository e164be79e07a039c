import { baseURL } from "../../playwright.config";
import { openJobId, submitApplication, submitDriver } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };
/** A day in Luanda `days` from now, as a date box takes it. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Luanda" }).format(new Date(Date.now() + days * 86_400_000));

test.slow();

test("on a phone, a recruiter sets an interview and the week's list shows it; a driver is rejected with a reason", async ({
  page,
  consoleWatch,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const application = await submitApplication(site, await openJobId(site), {
    name: `Beatriz ${unique}`,
    email: `beatriz.${unique}@example.ao`,
  });
  const driver = await submitDriver(site, { firstName: "Dário", lastName: unique });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewAdmin(page);

  await page.goto(`/admin/applications/${application}`);
  const interview = page.getByRole("region", { name: m.interview.title });
  await expect(interview).toContainText(m.interview.none);
  await interview.getByLabel(m.interview.day).fill(dayFromNow(1));
  await interview.getByLabel(m.interview.time).fill("11:00");
  await interview.getByLabel(m.interview.place).fill("https://meet.example.ao/entrevista");
  await expect(interview.getByRole("checkbox")).toBeChecked();
  await expectNoAxeViolations(page);
  await interview.getByRole("button", { name: m.interview.schedule }).click();
  await expect(page.getByRole("status")).toHaveText(m.inbox.saved);
  await expect(interview.locator("[data-interview]")).toHaveCount(1);
  await expect(interview.getByRole("link", { name: "https://meet.example.ao/entrevista" })).toBeVisible();
  await expect(interview.getByRole("button", { name: m.interview.move })).toBeVisible();
  await expect(page.locator('[data-history="interview"]')).toContainText(m.history.interviewTold);
  // Every control of the panel is big enough to tap.
  for (const control of await interview.locator("input:not([type=hidden]), select, button").all()) {
    const box = await control.boundingBox();
    expect(Math.max(box!.height, box!.width)).toBeGreaterThanOrEqual(24);
    if ((await control.getAttribute("type")) !== "checkbox") expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto("/admin");
  await expect(page.locator(`[data-week-interview="${application}"]`)).toContainText(`Beatriz ${unique}`);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/drivers/${driver}`);
  // A rejection without its reason is refused (400), once.
  consoleWatch.expectRefused(`/admin/drivers/${driver}.data`);
  const statusForm = page.getByRole("region", { name: m.inbox.status }).locator('input[name="formKey"]');
  const formBefore = await statusForm.inputValue();
  await page.getByRole("combobox", { name: m.inbox.status }).selectOption("rejected");
  await page.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(page.getByRole("alert")).toContainText(m.problems.rejectionReason);
  // The page reads the record again after a refusal (its forms start anew, the status chosen kept): choose once
  // the form is the new one, however slow the machine.
  await expect(statusForm).not.toHaveValue(formBefore);
  await expect(page.getByRole("combobox", { name: m.inbox.status })).toHaveValue("rejected");
  await page.getByRole("combobox", { name: m.inbox.rejectionReason }).selectOption({ label: "Documentos em falta" });
  await page.getByRole("button", { name: m.inbox.changeStatus }).click();
  await expect(page.getByRole("status")).toHaveText(m.inbox.saved);
  await expect(page.locator("[data-rejection-reason]")).toContainText("Documentos em falta");
  await expectNoAxeViolations(page);
});

test("an admin adds a reason in three languages and retires it, with the keyboard", async ({ page }) => {
  const unique = crypto.randomUUID().slice(0, 6);
  await signInNewAdmin(page);
  await page.goto("/admin/reasons");
  await expectNoAxeViolations(page);
  const drivers = page.getByRole("form", { name: m.reasons.addTitle.replace("{{inbox}}", m.inboxes.drivers) });
  await drivers.getByLabel(m.reasons.label.replace("{{language}}", m.languages.pt)).fill(`Sem seguro ${unique}`);
  await drivers.getByLabel(m.reasons.label.replace("{{language}}", m.languages.en)).fill(`No insurance ${unique}`);
  await drivers.getByLabel(m.reasons.label.replace("{{language}}", m.languages.fr)).fill(`Sans assurance ${unique}`);
  await drivers.getByRole("button", { name: m.reasons.add }).press("Enter");
  await expect(page.getByRole("status")).toHaveText(m.reasons.added);
  const retire = page.getByRole("button", { name: `${m.reasons.retire}: Sem seguro ${unique}` });
  await retire.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `${m.reasons.restore}: Sem seguro ${unique}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
