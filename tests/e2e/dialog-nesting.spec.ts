import type { Page } from "@playwright/test";
import { expect, test, texts } from "./fixtures";

const m = texts.en;

const modals = [
  {
    page: "/drivers?lng=en",
    cta: m.pages.drivers.heroCta,
    title: m.driverForm.modalTitle,
    typed: m.driverForm.firstName,
    picker: m.driverForm.vehicleDialogTitle,
  },
  {
    page: "/enterprise?lng=en",
    cta: m.pages.enterprise.heroCta,
    title: m.enterpriseForm.modalTitle,
    typed: m.enterpriseForm.firstName,
    picker: m.enterpriseForm.vehicleDialogTitle,
  },
] as const;

async function openPicker(page: Page, modal: (typeof modals)[number]) {
  await page.goto(modal.page);
  await page.getByTestId("page-hero").getByRole("link", { name: modal.cta }).click();
  const form = page.getByRole("dialog", { name: modal.title });
  await expect(form).toBeVisible();
  await form.getByLabel(modal.typed, { exact: true }).fill("Maria");
  const opener = form.getByRole("button", { name: /vehicle/i }).first();
  await opener.click();
  const picker = page.getByRole("dialog", { name: modal.picker });
  await expect(picker).toBeVisible();
  return { form, opener, picker };
}

for (const modal of modals) {
  test(`${modal.title}: Escape in the vehicle picker closes only the picker, keeps what was typed, focus back on its button`, async ({
    page,
  }) => {
    const { form, opener, picker } = await openPicker(page, modal);
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(modal.typed, { exact: true })).toHaveValue("Maria");
    await expect(opener).toBeFocused();
    // A second Escape now closes the form's modal itself.
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
  });

  test(`${modal.title}: a click on the picker's backdrop closes only the picker, a click in its padding nothing`, async ({
    page,
  }) => {
    const { form, opener, picker } = await openPicker(page, modal);
    const box = (await picker.boundingBox())!;
    // Inside the picker's box, at its very edge: not the backdrop.
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await expect(picker).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(picker).toBeHidden();
    await expect(form).toBeVisible();
    await expect(form.getByLabel(modal.typed, { exact: true })).toHaveValue("Maria");
    await expect(opener).toBeFocused();
  });
}

test("the job filters are the one dialog too: Escape and a backdrop click close them, focus returns, chosen filters still apply", async ({
  page,
}) => {
  await page.goto("/careers?lng=en");
  const opener = page.getByRole("button", { name: /Filter/ });
  await opener.click();
  const filters = page.getByRole("dialog", { name: m.jobBoard.filtersTitle });
  await expect(filters).toBeVisible();
  await filters.getByRole("group", { name: m.jobBoard.fields.location }).getByLabel("Malanje").check();
  await expect(page).toHaveURL(/[?&]location=malanje/);
  await page.keyboard.press("Escape");
  await expect(filters).toBeHidden();
  await expect(opener).toBeFocused();
  // Closed, the dialog's fields are still part of the search form: a text search keeps the filter.
  await page.getByRole("searchbox").fill("a");
  await page.getByRole("button", { name: m.jobBoard.search, exact: true }).click();
  await expect(page).toHaveURL(/[?&]location=malanje/);
  await expect(page).toHaveURL(/[?&]q=a/);
  await opener.click();
  await expect(filters).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(filters).toBeHidden();
});

test("the small screens' menu is the one dialog at the side: a backdrop click closes it and focus returns", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?lng=en");
  const opener = page.getByRole("button", { name: m.nav.openMenu });
  await opener.click();
  const menu = page.getByRole("dialog", { name: m.nav.main });
  await expect(menu).toBeVisible();
  // It slides in over 200 ms: judge its place once it has settled.
  await expect
    .poll(async () => {
      const box = (await menu.boundingBox())!;
      return Math.round(box.x + box.width);
    })
    .toBe(390);
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});
