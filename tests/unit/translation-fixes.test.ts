import { describe, expect, it } from "vitest";
import { failureMessage } from "~/modules/careers/application-messages";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { inLanguage, languages, type Language } from "~/i18n/languages";
import { pt, type Messages } from "~/i18n/pt";
import { createTranslator } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";

const texts: Record<Language, Messages> = { pt, en, fr };

describe("texts a visitor reads", () => {
  it.each(languages)("the salary filters name the currency as the job cards do (%s)", (language) => {
    const cardCurrency = formatAoa(150_000, language).replace(/[\d\s.,]/gu, "");
    const otherCurrency = cardCurrency === "Kz" ? "AOA" : "Kz";
    for (const label of Object.values(texts[language].jobBoard.salaryBands)) {
      expect(label).toContain(cardCurrency);
      expect(label).not.toContain(otherCurrency);
    }
  });

  it("the notification region is labelled in the page's language", () => {
    expect(pt.common.notifications).not.toBe(en.common.notifications);
    for (const language of languages) expect(texts[language].common.notifications).toContain("Alt+T");
  });

  it("French puts a non-breaking space before a colon, the other languages do not", () => {
    expect(createTranslator("fr", fr).t("common.labelled", { label: "Samedi" })).toBe("Samedi\u00a0:");
    expect(createTranslator("en", en).t("common.labelled", { label: "Saturday" })).toBe("Saturday:");
    expect(createTranslator("pt", pt).t("common.labelled", { label: "Sábado" })).toBe("Sábado:");
  });

  it("a failed upload says so with the spec's wording and its reason, in each language", () => {
    expect(failureMessage(createTranslator("fr", fr).t, "upload", [])).toBe(
      `Échec de l'upload du fichier: ${fr.jobApplication.errors.uploadFailed}`,
    );
    expect(failureMessage(createTranslator("en", en).t, "upload", [])).toBe(
      `File upload failed: ${en.jobApplication.errors.uploadFailed}`,
    );
    expect(failureMessage(createTranslator("pt", pt).t, "upload", [])).toBe(
      `Falha no envio do ficheiro: ${pt.jobApplication.errors.uploadFailed}`,
    );
  });
});

describe("content entered in several languages", () => {
  it("shows the visitor's language, and Portuguese where that one is missing or empty", () => {
    expect(inLanguage({ pt: "Motorista", en: "Driver" }, "en")).toBe("Driver");
    expect(inLanguage({ pt: "Motorista", en: "Driver" }, "fr")).toBe("Motorista");
    expect(inLanguage({ pt: "Motorista", fr: "" }, "fr")).toBe("Motorista");
    expect(inLanguage({ pt: ["Carta"], en: [] }, "en")).toEqual(["Carta"]);
  });
});
