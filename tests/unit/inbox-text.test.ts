import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "~/modules/submissions/application-files.server";
import { csvCell } from "~/modules/submissions/inbox-export.server";
import { searchTerms, shortSearchWords } from "~/modules/submissions/search-words.server";
import { describeRecord } from "~/modules/submissions/record-fields.server";

describe("a CSV cell", () => {
  it("is quoted, with its quotes doubled", () => {
    expect(csvCell('Farmácia "Central", Lda')).toBe('"Farmácia ""Central"", Lda"');
  });

  it("never starts with what a spreadsheet runs as a formula", () => {
    for (const formula of [
      "=1+1",
      "-2+3",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "\n=1",
      '=HYPERLINK("http://evil.example","Ver")',
      "+1+cmd|' /C calc'!A0",
      "-1+cmd|' /C calc'!A0",
      "+244923456789+1",
      "+244 923 456 789",
      "+244923456789\n=1",
      "+12345",
      "+",
      "-244923456789",
    ]) {
      expect(csvCell(formula), JSON.stringify(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    }
    expect(csvCell("Luanda = 1")).toBe('"Luanda = 1"');
  });

  it("writes a phone number as the forms store it without the guard: a phone is not a formula", () => {
    expect(csvCell("+244923456789")).toBe('"+244923456789"');
    expect(csvCell("+33612345678")).toBe('"+33612345678"');
  });
});

describe("a download's file name (RFC 6266)", () => {
  it("keeps the visitor's name in UTF-8 with an ASCII fallback and the checked extension", () => {
    expect(attachmentDisposition("Currículo Ângela.docx", "docx")).toBe(
      `attachment; filename="Curriculo Angela.docx"; filename*=UTF-8''Curr%C3%ADculo%20%C3%82ngela.docx`,
    );
  });

  it("lets no quote, path, control character or misleading extension through", () => {
    const header = attachmentDisposition('..\\..\\evil";\r\nSet-Cookie: x=1.pdf.exe', "pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"\\/]*\.pdf"; filename\*=UTF-8''[^'"\s]*\.pdf$/);
    expect(attachmentDisposition("", "png")).toBe(`attachment; filename="file.png"; filename*=UTF-8''file.png`);
  });
});

describe("an inbox search", () => {
  it("folds case and accents the way the stored search text is folded, one term per word", () => {
    expect(searchTerms("  ÂNGELA   Gonçalves ")).toEqual(["angela", "goncalves"]);
    expect(searchTerms("angela 923")).toEqual(["angela", "923"]);
  });

  it("reads a phone number in any common spelling as its digits, which the stored +244923456789 contains", () => {
    for (const spelling of ["923456789", "923 456 789", "(923) 456-789", "923.456.789", "923-456-789"]) {
      expect(searchTerms(spelling), spelling).toEqual(["923456789"]);
    }
    for (const spelling of ["+244923456789", "+244 923 456 789", "00244923456789", "00244 923 456 789"]) {
      expect(searchTerms(spelling), spelling).toEqual(["244923456789"]);
    }
    expect(searchTerms("Ângela +244 923 456 789")).toEqual(["angela", "244923456789"]);
    expect(shortSearchWords("923 45 67 89")).toEqual([]);
  });

  it("keeps two numbers apart, and leaves words that only look like numbers as they are", () => {
    expect(searchTerms("923456789 912345678")).toEqual(["923456789", "912345678"]);
    expect(searchTerms("kx-7f3k-92qd")).toEqual(["kx-7f3k-92qd"]);
    expect(searchTerms("(923)")).toEqual(["(923)"]);
    expect(searchTerms("+-().")).toEqual(["+-()."]);
    expect(searchTerms("9".repeat(40))).toEqual(["9".repeat(40)]);
  });

  it("leaves out words too short for the trigram index, and names them", () => {
    expect(searchTerms("Zé an Ana")).toEqual(["ana"]);
    expect(shortSearchWords("Zé an Ana")).toEqual(["ze", "an"]);
  });
});

describe("a record's fields", () => {
  const application = (portfolioUrl: string | null) =>
    describeRecord("applications", { firstName: "Ana", portfolioUrl, email: "ana@example.ao" }, "pt");
  const portfolio = (portfolioUrl: string | null) =>
    application(portfolioUrl).find((field) => field.label === "portfolioUrl");

  it("makes a portfolio address a link only when it is http(s)", () => {
    expect(portfolio("https://ana.example.ao/")?.kind).toBe("url");
    expect(portfolio("HTTP://ana.example.ao/")?.kind).toBe("url");
    for (const unsafe of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "//evil.example",
      null,
    ]) {
      expect(portfolio(unsafe)?.kind, String(unsafe)).toBe("text");
    }
  });

  it("names each choice in the staff member's language", () => {
    const proposal = describeRecord(
      "proposals",
      { industry: "health", vehicleType: "van", contactMethod: "whatsapp" },
      "en",
    );
    expect(proposal.find((field) => field.label === "industry")?.value).toBe("Health");
    expect(proposal.find((field) => field.label === "contactMethod")?.value).toBe("WhatsApp");
    const driver = describeRecord("drivers", { city: "uige", hasVehicle: false }, "fr");
    expect(driver.find((field) => field.label === "city")?.value).toBe("Uíge");
    expect(driver.find((field) => field.label === "hasVehicle")?.value).toBe("Non");
  });
});
