import { todayInLuanda } from "~/lib/luanda-day";
import { expect, expectNoAxeViolations, test, texts } from "./fixtures";
import { signInNewAdmin } from "./staff";

const m = texts.pt.admin.prices;

// The browser tests share one site on the seed's example prices: this table takes effect on a day to
// come, so every other test still quotes the example prices, and it is withdrawn before the end.
test("an admin on a phone corrects a refused price, saves a table for a day to come, then withdraws it", async ({
  page,
  consoleWatch,
}) => {
  // The refused price is answered 400, as every refused back-office form is.
  consoleWatch.expectErrorStatus("/admin/prices.data", 400);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewAdmin(page);
  await page.goto("/admin/prices");
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByText(m.example)).toBeVisible();
  await expectNoAxeViolations(page);

  const moto = page.getByRole("group", { name: "Mota" });
  const firstBand = moto.getByLabel(m.bandPrice.replace("{{number}}", "1"));
  await expect(firstBand).toHaveValue("1500");
  await firstBand.fill("1,5");
  const day = todayInLuanda(new Date(Date.now() + 5 * 86_400_000));
  await page.getByLabel(m.effectiveOn).fill(day);
  await page.getByLabel(m.note).fill("Tabela de teste do navegador");
  await page.getByRole("button", { name: m.save }).click();
  await expect(page.getByRole("alert").filter({ hasText: m.failed })).toBeVisible();
  await expect(firstBand).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(m.errors.amount)).toBeVisible();
  // What was typed elsewhere is still there.
  await expect(page.getByLabel(m.note)).toHaveValue("Tabela de teste do navegador");
  await expectNoAxeViolations(page);

  await firstBand.fill("1 600");
  await page.getByRole("button", { name: m.save }).click();
  await expect(page.getByRole("status").filter({ hasText: m.saved.split("{{")[0]! })).toBeVisible();
  const version = page.locator("[data-price-version]").filter({ hasText: "Tabela de teste do navegador" });
  await expect(version).toContainText(m.states.scheduled);
  // The example prices are still in force until that day.
  await expect(page.getByText(m.example)).toBeVisible();
  for (const box of await page.getByRole("checkbox").all()) {
    const size = await box.evaluate((element) => element.closest("label")!.getBoundingClientRect().height);
    expect(size).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);

  await version.getByRole("link", { name: new RegExp(`^${m.withdraw}`) }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(m.confirm.message);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: m.confirm.action }).click();
  await expect(page.getByRole("status").filter({ hasText: m.withdrawnDone })).toBeVisible();
  await expect(version).toContainText(m.states.withdrawn);
});
