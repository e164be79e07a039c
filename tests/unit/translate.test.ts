import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";
import { pt } from "~/i18n/pt";
import { createTranslator } from "~/i18n/translate";

// t takes typed keys; these tests also ask for missing ones, so they call it as a plain function of strings.
const textsOf = (translator: ReturnType<typeof createTranslator>) =>
  translator.t as unknown as (key: string, values?: Record<string, unknown>) => string;

describe("page texts", () => {
  it("reads nested keys and fills placeholders", () => {
    const t = textsOf(createTranslator("en", en));
    expect(t("common.close")).toBe(en.common.close);
    expect(t("jobApplication.dialogTitle", { title: "Driver" })).toBe(
      en.jobApplication.dialogTitle.replace("{{title}}", "Driver"),
    );
  });

  it("chooses the plural form of each language", () => {
    expect(textsOf(createTranslator("en", en))("jobBoard.results", { count: 1 })).toBe("1 job found");
    expect(textsOf(createTranslator("en", en))("jobBoard.results", { count: 0 })).toBe(
      en.jobBoard.results_other.replace("{{count}}", "0"),
    );
    // French and Portuguese treat 0 as singular, English does not.
    expect(textsOf(createTranslator("fr", fr))("jobBoard.results", { count: 0 })).toBe(
      fr.jobBoard.results_one.replace("{{count}}", "0"),
    );
    expect(textsOf(createTranslator("pt", pt))("jobBoard.results", { count: 12 })).toBe(
      pt.jobBoard.results_other.replace("{{count}}", "12"),
    );
  });

  it("shows the key of a missing text, and says which keys exist", () => {
    const translator = createTranslator("pt", pt);
    expect(textsOf(translator)("forms.errors.noSuchMessage")).toBe("forms.errors.noSuchMessage");
    expect(translator.exists("forms.errors.required")).toBe(true);
    expect(translator.exists("forms.errors")).toBe(false);
  });
});
