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

describe("the back-office's counts and statuses", () => {
  const say = (language: "pt" | "en" | "fr", key: string, values: Record<string, unknown>) =>
    textsOf(createTranslator(language, { pt, en, fr }[language]))(key, values);

  it.each([
    ["pt", "Ana exportou 1 registo (filtros: q=x)", "Ana exportou 3 registos (filtros: q=x)"],
    ["en", "Ana exported 1 record (filters: q=x)", "Ana exported 3 records (filters: q=x)"],
    ["fr", "Ana a exporté 1 enregistrement (filtres : q=x)", "Ana a exporté 3 enregistrements (filtres : q=x)"],
  ] as const)("say one record and several in %s", (language, one, other) => {
    expect(say(language, "admin.history.export", { name: "Ana", count: 1, filters: "q=x" })).toBe(one);
    expect(say(language, "admin.history.export", { name: "Ana", count: 3, filters: "q=x" })).toBe(other);
  });

  it("agree with their number wherever the back-office shows one", () => {
    const cases: Array<[language: "pt" | "en" | "fr", key: string, count: number, text: string]> = [
      ["pt", "admin.inbox.results", 1, "1 registo"],
      ["pt", "admin.inbox.results", 2, "2 registos"],
      ["pt", "admin.audit.events.export", 1, "Exportou 1 registo de {{inbox}}"],
      ["pt", "admin.inbox.bulkChanged", 1, "1 registo alterado."],
      ["pt", "admin.inbox.bulkSkipped", 2, "2 ignorados, porque alguém os alterou entretanto."],
      ["pt", "admin.outbox.sent", 1, "1 enviada"],
      ["pt", "admin.outbox.sent", 4, "4 enviadas"],
      ["pt", "admin.signIn.throttled", 1, "Demasiadas tentativas. Aguarde 1 segundo e tente novamente."],
      ["en", "admin.inbox.bulkSkipped", 1, "1 skipped because someone changed it meanwhile."],
      ["en", "admin.inbox.bulkSkipped", 0, "0 skipped because someone changed them meanwhile."],
      ["en", "admin.audit.events.export", 1, "Exported 1 record of {{inbox}}"],
      ["en", "admin.signIn.throttled", 2, "Too many attempts. Wait 2 seconds and try again."],
      ["fr", "admin.dashboard.late", 1, "1 à Luanda de plus de 2 heures, non livrée"],
      ["fr", "admin.dashboard.late", 5, "5 à Luanda de plus de 2 heures, non livrées"],
      ["fr", "admin.outbox.sent", 1, "1 envoyé"],
      ["fr", "admin.outbox.sent", 2, "2 envoyés"],
      ["fr", "admin.inbox.bulkChanged", 2, "2 enregistrements modifiés."],
      ["fr", "admin.signIn.throttled", 1, "Trop de tentatives. Attendez 1 seconde et réessayez."],
    ];
    for (const [language, key, count, text] of cases) {
      expect(say(language, key, { count }), `${language} ${key} ${count}`).toBe(text);
    }
  });

  it("name a driver's or job application's status as the feminine noun it is (candidatura, candidature)", () => {
    expect([pt, fr].map((texts) => [texts.admin.statuses.approved, texts.admin.statuses.rejected])).toEqual([
      ["Aprovada", "Rejeitada"],
      ["Approuvée", "Refusée"],
    ]);
    expect(fr.admin.statuses.reviewed).toBe("Examinée");
    expect(fr.admin.statuses.accepted).toBe("Acceptée");
    expect(pt.admin.statuses.reviewed).toBe("Analisada");
  });
});
