import type { Page } from "@playwright/test";
import { languages, type Language } from "~/i18n/languages";
import * as sample from "../support/sample-files";
import { expect, expectNoAxeViolations, test, texts, labelStartingWith } from "./fixtures";

const jobTitles = (page: Page) => page.getByRole("list", { name: texts.en.jobBoard.title }).getByRole("heading");

async function openFilters(page: Page) {
  await page.getByRole("button", { name: texts.en.jobBoard.filter }).click();
  return page.getByRole("dialog", { name: texts.en.jobBoard.filtersTitle });
}

test.describe("benefits carousel", () => {
  test("shows 3, 2 or 1 cards by width, with dots = items - visible + 1, wrapping buttons and 5 s autoplay", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/careers?lng=en");
    const carousel = page.getByTestId("benefits-carousel");
    const shown = carousel.locator("[data-shown]");
    const dots = carousel.getByTestId("carousel-dot");
    await expect(shown).toHaveCount(3);
    await expect(dots).toHaveCount(3);
    await expect(shown.first()).toContainText("Flexible schedules");

    // Autoplay: one step every 5 s.
    await page.clock.runFor(5000);
    await expect(shown.first()).toContainText("Competitive income");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");

    // Next wraps from the last position to the first, and using a button stops autoplay.
    await carousel.getByRole("button", { name: "Next benefit" }).click();
    await expect(shown.first()).toContainText("Growth opportunities");
    await carousel.getByRole("button", { name: "Next benefit" }).click();
    await expect(shown.first()).toContainText("Flexible schedules");
    await carousel.getByRole("button", { name: "Previous benefit" }).click();
    await expect(shown.first()).toContainText("Growth opportunities");
    await page.clock.runFor(15_000);
    await expect(shown.first()).toContainText("Growth opportunities");

    await page.setViewportSize({ width: 900, height: 900 });
    await expect(dots).toHaveCount(4);
    await expect(shown).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(dots).toHaveCount(5);
    await expect(shown).toHaveCount(1);
    await dots.nth(4).click();
    await expect(shown.first()).toContainText("Team support");
    // Wider again at the last card: the window runs past the end and the first cards fill it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(shown).toHaveText([/Team support/, /Flexible schedules/, /Competitive income/]);
  });

  test("has the pause button of the other carousels and says 'carousel' in the page's language", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const language of ["pt", "fr"] as const) {
      const m = texts[language];
      await page.goto(`/careers?lng=${language}`);
      const carousel = page.getByTestId("benefits-carousel");
      await expect(carousel).toHaveAttribute("aria-roledescription", m.slides.carousel);
      await expect(carousel.locator("[data-shown]").first()).toHaveAttribute("aria-roledescription", m.slides.slide);
      const first = await carousel.locator("[data-shown]").first().textContent();
      await carousel.getByRole("button", { name: m.slides.pause }).click();
      await page.mouse.move(0, 0);
      await page.clock.runFor(12_000);
      await expect(carousel.locator("[data-shown]").first()).toHaveText(first ?? "");
      await carousel.getByRole("button", { name: m.slides.play }).click();
      await page.mouse.move(0, 0);
      await page.clock.runFor(5_000);
      await expect(carousel.locator("[data-shown]").first()).not.toHaveText(first ?? "");
    }
  });

  test("hovering a card stops autoplay", async ({ page }) => {
    await page.clock.install();
    await page.goto("/careers?lng=pt");
    const shown = page.getByTestId("benefits-carousel").locator("[data-shown]");
    await shown.first().hover();
    await page.clock.runFor(12_000);
    await expect(shown.first()).toContainText("Horários flexíveis");
  });
});

test.describe("job board", () => {
  test("searches as you type (debounced), keeps the text in the address and shows the empty state", async ({
    page,
  }) => {
    await page.goto("/careers?lng=en");
    await expect(page.getByTestId("open-positions")).toHaveText("7 open positions");
    await expect(jobTitles(page)).toHaveCount(7);
    await page.getByRole("searchbox", { name: texts.en.jobBoard.searchLabel }).fill("truck");
    await expect(page).toHaveURL(/[?&]q=truck/);
    await expect(jobTitles(page)).toHaveText(["Truck driver"]);
    await expect(page.getByText("1 job found")).toBeVisible();

    await page.getByRole("searchbox").fill("zzz no such job");
    await expect(page.getByText(texts.en.jobBoard.empty)).toBeVisible();
    await expect(page.getByText(texts.en.jobBoard.emptyHint)).toBeVisible();

    await page.reload();
    await expect(page.getByRole("searchbox")).toHaveValue("zzz no such job");
    await expect(page.getByText(texts.en.jobBoard.empty)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const filterCases: Array<[string, string, string, string[]]> = [
    ["type", "Contract type", "Contract", ["Logistics route planner", "Truck driver"]],
    ["location", "Location", "Malanje", ["Warehouse assistant", "Truck driver"]],
    ["department", "Department", "Customer service", ["Customer service agent"]],
    ["experience", "Experience", "Senior", ["Pharmaceutical distribution coordinator", "Delivery team supervisor"]],
    [
      "salary",
      "Monthly salary",
      "Over AOA 300,000",
      ["Pharmaceutical distribution coordinator", "Delivery team supervisor", "Customer service agent"],
    ],
    ["posted", "Date posted", "Last 24 hours", ["Motorbike courier"]],
  ];
  for (const [parameter, legend, choice, expected] of filterCases) {
    test(`filters by ${parameter} in the server query`, async ({ page }) => {
      await page.goto("/careers?lng=en");
      const dialog = await openFilters(page);
      await dialog.getByRole("group", { name: legend }).getByLabel(choice).check();
      await expect(page).toHaveURL(new RegExp(`[?&]${parameter}=`));
      await expect(jobTitles(page)).toHaveText(expected);
      await dialog.getByRole("button", { name: texts.en.jobBoard.showResults }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: /Filter/ })).toContainText("1");
    });
  }

  test("combines filters, shows a spinner while loading, and back/forward restore them", async ({ page }) => {
    await page.goto("/careers?lng=en");
    const dialog = await openFilters(page);
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Full-time").check();
    await expect(jobTitles(page)).toHaveCount(3);

    // Hold the next list reload to see the loading state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/careers.data*", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("group", { name: "Location" }).getByLabel("Luanda").check();
    await expect(page.getByRole("status").filter({ hasText: texts.en.jobBoard.loading })).toBeVisible();
    release();
    await expect(page.getByText("3 jobs found")).toBeVisible();
    await dialog.getByRole("group", { name: "Experience" }).getByLabel("Senior").check();
    await expect(jobTitles(page)).toHaveText(["Pharmaceutical distribution coordinator", "Delivery team supervisor"]);
    await dialog.getByRole("button", { name: texts.en.common.close }).click();

    await page.goBack();
    await expect(page).not.toHaveURL(/experience=/);
    await expect(jobTitles(page)).toHaveCount(3);
    await page.goForward();
    await expect(jobTitles(page)).toHaveCount(2);
  });

  test("opens a job in place of the list, with a way back to the filtered list, and JobPosting data", async ({
    page,
  }) => {
    await page.goto("/careers?lng=fr&type=contract");
    await page.getByRole("link", { name: "Chauffeur poids lourd" }).click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}\?type=contract$/);
    await expect(page.getByRole("heading", { level: 1, name: "Chauffeur poids lourd" })).toBeVisible();
    await expect(page.getByText("Permis de conduire professionnel")).toBeVisible();
    await expect(page.getByText("Temps plein")).toHaveCount(0);
    await expect(page.getByText("Contrat").first()).toBeVisible();
    await expect(page.getByRole("list", { name: texts.fr.jobBoard.title })).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = JSON.parse(blocks.find((block) => block.includes('"JobPosting"')) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "JobPosting",
      title: "Chauffeur poids lourd",
      employmentType: "CONTRACTOR",
      baseSalary: { currency: "AOA" },
    });
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: texts.fr.jobBoard.backToList }).click();
    await expect(page).toHaveURL(/\/careers\?type=contract$/);
    await expect(page.getByRole("list", { name: texts.fr.jobBoard.title }).getByRole("heading")).toHaveCount(2);
  });
});

test.describe("an offer not translated into the page's language", () => {
  test("reads in Portuguese marked as such, on the board and its page, where its title is the h1 and the date is said once", async ({
    page,
  }) => {
    const portugueseTitle = "Coordenador de distribuição farmacêutica";
    for (const language of ["fr", "en"] as const) {
      const m = texts[language];
      const translated = language === "en";
      const title = translated ? "Pharmaceutical distribution coordinator" : portugueseTitle;
      await page.goto(`/careers?lng=${language}`);
      const board = page.getByRole("list", { name: m.jobBoard.title });
      const card = board.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
      const link = card.getByRole("link", { name: title });
      if (translated) {
        await expect(link).not.toHaveAttribute("lang");
        await expect(card).not.toContainText(m.jobBoard.titleNotTranslated);
      } else {
        await expect(link).toHaveAttribute("lang", "pt");
        await expect(card).toContainText(m.jobBoard.titleNotTranslated);
        // A translated offer beside it is not marked.
        await expect(board.getByRole("link", { name: "Coursier à moto" })).not.toHaveAttribute("lang");
      }

      await link.click();
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(title);
      const note = page.getByTestId("offer-not-translated");
      const description = page.getByRole("heading", { name: m.jobBoard.description }).locator("+ p");
      const benefits = page.getByRole("heading", { name: m.careers.benefits }).locator("+ ul");
      await expect(benefits).not.toHaveAttribute("lang");
      if (translated) {
        await expect(heading).not.toHaveAttribute("lang");
        await expect(note).toHaveCount(0);
      } else {
        await expect(heading).toHaveAttribute("lang", "pt");
        await expect(description).toHaveAttribute("lang", "pt");
        await expect(note).toHaveText(m.jobBoard.offerNotTranslated);
      }
      // The date's name is said by its label only ("Posted on: 23 November"), not twice.
      await expect(page.locator("#jobs dd").filter({ has: page.locator("time") })).not.toContainText(m.careers.posted);
      if (!translated) await expectNoAxeViolations(page);
    }
  });
});

test.describe("a job page opened from a shared link, on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("starts at the offer, not the careers hero; a reload keeps the visitor's place; the list starts at the top", async ({
    page,
  }) => {
    await page.goto("/careers?lng=en");
    const shared = await page.getByRole("link", { name: "Truck driver" }).getAttribute("href");
    expect(shared).toMatch(/^\/careers\/[0-9a-f-]{36}/);

    await page.goto("about:blank");
    await page.goto(shared!);
    const offerTitle = page.getByRole("heading", { level: 1, name: "Truck driver" });
    await expect(offerTitle).toBeInViewport();
    await expect(page.getByRole("link", { name: texts.en.jobBoard.backToList })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // The visitor goes up to the benefits, then reloads: the page stays where they were.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const benefits = page.getByRole("heading", { name: texts.en.careers.subtitle });
    await benefits.scrollIntoViewIfNeeded();
    const readingAt = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - readingAt)).toBeLessThan(2);
    await expect(benefits).toBeInViewport();

    await page.goto("about:blank");
    await page.goto("/careers?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

async function fillApplication(page: Page, language: Language, files: { cv: Buffer; cvName: string }) {
  const m = texts[language];
  const form = page.locator("#apply");
  await form.getByLabel(m.apply.form.name).fill("Ana Maria Silva");
  await form.getByLabel(m.apply.form.email).fill("ana@example.ao");
  await form.getByLabel(m.jobApplication.phone).fill("923 456 789");
  await form.getByLabel(m.jobApplication.experienceYears).fill("4");
  await form.getByLabel(m.apply.form.motivation).fill("Conheço Luanda e gosto de entregas rápidas.");
  await form.getByLabel(labelStartingWith(m.apply.form.cv)).setInputFiles({
    name: files.cvName,
    mimeType: "application/pdf",
    buffer: files.cv,
  });
  await form.getByRole("checkbox").check();
  await form
    .getByLabel(m.apply.form.idCard)
    .setInputFiles({ name: "bi.png", mimeType: "image/png", buffer: sample.png() });
}

test.describe("job application", () => {
  // The whole flow runs once, in Portuguese; the next test checks the texts of every language.
  const language = "pt";
  test(`the whole flow with real files in ${language}: check, confirm, progress, success, closes after 2 s`, async ({
    page,
  }) => {
    const m = texts[language];
    await page.goto(`/careers?lng=${language}`);
    await page.getByRole("list", { name: m.jobBoard.title }).getByRole("link").first().click();
    const title = (await page.locator("#job-title").textContent()) ?? "";
    await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
    const modal = page.getByRole("dialog", { name: m.jobApplication.dialogTitle.replace("{{title}}", title) });
    await expect(modal).toBeVisible();

    // The browser checks in the order of the spec before anything is sent.
    await modal.getByRole("button", { name: m.apply.form.submit }).click();
    await expect(modal.getByRole("alert")).toHaveText(m.jobApplication.errors.required);
    await expectNoAxeViolations(page);

    await fillApplication(page, language, { cv: sample.pdf(300_000), cvName: "Currículo.pdf" });
    await modal.getByRole("button", { name: m.apply.form.submit }).click();
    const confirm = page.getByRole("alertdialog", { name: m.jobApplication.confirmTitle });
    await expect(confirm).toContainText(m.jobApplication.confirmMessage);
    await confirm.getByRole("button", { name: m.jobApplication.confirm }).click();
    const success = page.getByRole("alertdialog", { name: m.jobApplication.successTitle });
    await expect(success).toContainText(m.apply.success);
    await expect(modal).toBeHidden({ timeout: 5000 });
  });

  test("the application modal speaks every language: its title, the summary and each empty field's own message", async ({
    page,
  }) => {
    for (const language of languages) {
      const m = texts[language];
      await page.goto(`/careers?lng=${language}`);
      await page.getByRole("list", { name: m.jobBoard.title }).getByRole("link").first().click();
      const title = (await page.locator("#job-title").textContent()) ?? "";
      await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
      const modal = page.getByRole("dialog", { name: m.jobApplication.dialogTitle.replace("{{title}}", title) });
      // The phone field shows Angola's code, as the other public forms do.
      await expect(modal.getByText("+244", { exact: true })).toBeVisible();
      await modal.getByRole("button", { name: m.apply.form.submit }).click();
      // The summary keeps the message of the first problem; under each field, that field's own.
      await expect(modal.getByRole("alert")).toHaveText(m.jobApplication.errors.required);
      const own = m.jobApplication.fieldErrors;
      const fields = [
        [modal.getByLabel(m.apply.form.name), own.name],
        [modal.getByLabel(m.apply.form.email), own.email],
        [modal.getByLabel(m.jobApplication.phone), own.phone],
        [modal.getByLabel(m.jobApplication.experienceYears), own.experienceYears],
        [modal.getByLabel(m.apply.form.motivation), own.motivation],
        [modal.getByLabel(labelStartingWith(m.apply.form.cv)), own.cv],
        [modal.getByLabel(m.apply.form.idCard), own.idCard],
      ] as const;
      for (const [field, message] of fields) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      }
      expect(new Set(Object.values(own)).size).toBe(fields.length);
    }
  });

  test("the sending dialog shows upload progress and cannot be dismissed", async ({ page }) => {
    await page.goto("/careers?lng=en");
    await page.getByRole("link", { name: "Truck driver" }).click();
    await page.getByRole("button", { name: texts.en.jobBoard.applyNow }).click();
    await fillApplication(page, "en", { cv: sample.pdf(4_000_000), cvName: "cv.pdf" });
    // Hold the answer so the dialog stays.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/apply", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: texts.en.apply.form.submit }).click();
    await page.getByRole("button", { name: texts.en.jobApplication.confirm }).click();
    const sending = page.getByRole("dialog", { name: texts.en.jobApplication.sending });
    await expect(sending).toBeVisible();
    await expect(sending.getByRole("progressbar")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(sending).toBeVisible();
    release();
    await expect(page.getByRole("alertdialog", { name: texts.en.jobApplication.successTitle })).toBeVisible();
  });

  test("the error path: the server refuses a damaged file, the error dialog says why, the field shows it", async ({
    page,
    consoleWatch,
  }) => {
    const m = texts.fr;
    await page.goto("/careers?lng=fr");
    await page.getByRole("link", { name: "Coursier à moto" }).click();
    await expect(page).toHaveURL(/\/careers\/[0-9a-f-]{36}/);
    consoleWatch.expectRefused(`${new URL(page.url()).pathname}/apply`);
    await page.getByRole("button", { name: m.jobBoard.applyNow }).click();
    // Starts like a PDF (the browser lets it through) but is cut short: the server finds out.
    await fillApplication(page, "fr", { cv: sample.truncated(sample.pdf()), cvName: "cv.pdf" });
    await page.getByRole("button", { name: m.apply.form.submit }).click();
    await page.getByRole("button", { name: m.jobApplication.confirm }).click();
    const error = page.getByRole("alertdialog", { name: m.jobApplication.errorTitle });
    await expect(error).toContainText("Le fichier cv.pdf est incomplet ou endommagé.");
    await error.getByRole("button", { name: m.jobApplication.ok }).click();
    await expect(page.locator("#apply").getByText("Le fichier cv.pdf est incomplet ou endommagé.")).toHaveCount(2);

    // A file of another kind is refused in the browser already, before anything is sent.
    await page
      .locator("#apply")
      .getByLabel(labelStartingWith(m.apply.form.cv))
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: sample.windowsExecutable() });
    await page.getByRole("button", { name: m.apply.form.submit }).click();
    await expect(page.locator("#apply").getByRole("alert")).toHaveText(m.jobApplication.errors.cvType);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters with a plain GET form and applies with a plain multipart POST", async ({ page }) => {
    await page.goto("/careers?lng=en");
    await page.getByRole("searchbox").fill("courier");
    await page.getByRole("button", { name: texts.en.jobBoard.search }).click();
    await expect(jobTitles(page)).toHaveText(["Motorbike courier"]);
    await page.getByRole("link", { name: "Motorbike courier" }).click();
    await page.getByRole("link", { name: texts.en.jobBoard.applyNow }).click();
    await fillApplication(page, "en", { cv: sample.pdf(), cvName: "cv.pdf" });
    await page.getByRole("button", { name: texts.en.apply.form.submit }).click();
    await expect(page.getByText(texts.en.apply.success)).toBeVisible();
  });
});
