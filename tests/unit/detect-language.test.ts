import { describe, expect, it } from "vitest";
import { detectLanguage, languageFromAcceptLanguage, languageFromCookie } from "~/i18n/detect-language";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${url}`, { headers });

describe("language of a request", () => {
  it("takes ?lng= first, over the stored choice and the browser", () => {
    expect(detectLanguage(request("/?lng=fr", { Cookie: "language=en", "Accept-Language": "pt" }))).toBe("fr");
  });

  it("then the stored choice in the language cookie", () => {
    expect(detectLanguage(request("/", { Cookie: "a=1; language=en; b=2", "Accept-Language": "fr" }))).toBe("en");
  });

  it("reads a choice kept under the earlier name (i18nextLng) for visitors who chose before the rename", () => {
    expect(detectLanguage(request("/", { Cookie: "i18nextLng=fr", "Accept-Language": "en" }))).toBe("fr");
    // The current name wins where a browser holds both.
    expect(languageFromCookie("i18nextLng=fr; language=en")).toBe("en");
    expect(languageFromCookie("i18nextLng=de")).toBeNull();
  });

  it("then the browser languages by quality, regional variants counting for their language", () => {
    expect(detectLanguage(request("/", { "Accept-Language": "de-DE,fr-CA;q=0.8,en;q=0.5" }))).toBe("fr");
    expect(languageFromAcceptLanguage("es, en-GB;q=0.9, pt-BR;q=0.95")).toBe("pt");
  });

  it("falls back to Portuguese", () => {
    expect(detectLanguage(request("/"))).toBe("pt");
    expect(detectLanguage(request("/", { "Accept-Language": "de, es;q=0.5" }))).toBe("pt");
  });

  it.each(["xx<script>alert(1)</script>", "en<script>", "EN", "en-US", "pt ", "';drop table news;--", ""])(
    "discards anything that is not exactly pt, en or fr: %j",
    (value) => {
      expect(detectLanguage(request(`/?lng=${encodeURIComponent(value)}`, { Cookie: `language=${value}` }))).toBe("pt");
    },
  );

  it("ignores a cookie value that is not a supported language and goes on to the browser", () => {
    expect(languageFromCookie("language=%3Cscript%3E")).toBeNull();
    expect(detectLanguage(request("/", { Cookie: "language=de", "Accept-Language": "en" }))).toBe("en");
  });

  it("ignores a malformed cookie instead of failing", () => {
    for (const value of ["%", "%E0%A4%A", "%ZZ"]) {
      expect(detectLanguage(request("/", { Cookie: `language=${value}`, "Accept-Language": "fr" }))).toBe("fr");
    }
  });

  it("ignores weights of zero and malformed quality values", () => {
    expect(languageFromAcceptLanguage("fr;q=0, en;q=0.1")).toBe("en");
    expect(languageFromAcceptLanguage("fr;q=abc, en;q=0.1")).toBe("en");
  });
});
