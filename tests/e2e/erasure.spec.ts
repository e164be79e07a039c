import { baseURL } from "../../playwright.config";
import { submitContact, submitDriver, submitProposal } from "../support/submissions";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin;
const site = { url: baseURL };

// The admin signs in with an argon2id hash and an authenticator code: slower than a page visit.
test.slow();

test("an admin sees every record an erasure would take, leaves out the company that only shares the phone, and erases the rest", async ({
  page,
  consoleWatch,
}) => {
  const unique = crypto.randomUUID().slice(0, 6);
  const phone = `923 ${String(Math.floor(Math.random() * 1000)).padStart(3, "0")} ${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  const email = `angela-${unique}@example.ao`;
  const driver = await submitDriver(site, { firstName: "Ângela", lastName: `Kiala ${unique}`, phone, email });
  const proposal = await submitProposal(site, {
    firstName: "Maria",
    lastName: `Costa ${unique}`,
    companyName: `Farmácia ${unique}`,
    phone,
    email: `compras-${unique}@farmacia.example`,
  });
  const message = await submitContact(site, { name: `Ângela ${unique}`, email: email.toUpperCase() });
  await signInNewAdmin(page);

  await page.goto(`/admin/drivers/${driver}`);
  await page.getByRole("link", { name: m.record.erase }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.record.eraseTitle })).toBeVisible();
  const table = page.getByRole("table", { name: m.erasure.caption });
  await expect(table.getByRole("row")).toHaveCount(4);
  const box = (reference: string) =>
    page.getByRole("checkbox", { name: m.erasure.tick.replace("{{reference}}", reference) });
  await expect(box(driver)).toBeChecked();
  await expect(box(message)).toBeChecked();
  await expect(box(proposal)).not.toBeChecked();
  const proposalRow = table.getByRole("row", { name: new RegExp(proposal) });
  await expect(proposalRow).toContainText(`Farmácia ${unique}`);
  await expect(proposalRow).toContainText(m.erasure.otherName);
  await expectNoAxeViolations(page);

  // The confirmation that the person asked is required before anything goes.
  await page.getByRole("button", { name: m.erasure.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.record.eraseTitle })).toBeVisible();
  await page.getByRole("checkbox", { name: m.record.eraseConfirm }).check();
  await page.getByRole("button", { name: m.erasure.submit }).click();
  await expect(page.getByRole("status")).toHaveText(m.erasure.done_other.replace("{{count}}", "2"));
  const erased = page.getByRole("region", { name: m.erasure.erasedTitle });
  await expect(erased).toContainText(driver);
  await expect(erased).toContainText(message);
  await expect(erased).not.toContainText(proposal);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/proposals/${proposal}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Farmácia ${unique}`);
  consoleWatch.expectErrorStatus(`/admin/drivers/${driver}`, 410);
  await page.goto(`/admin/drivers/${driver}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${driver} · ${m.erasure.erasedHeading}`);
  await expect(page.locator("[data-history='erasure']")).toContainText(driver);
  await expect(page.getByText(`Kiala ${unique}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
