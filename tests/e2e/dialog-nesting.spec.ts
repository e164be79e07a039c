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
