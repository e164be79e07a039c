import { describe, expect, it } from "vitest";
import { checkApplication, splitName, MAX_FILE_BYTES } from "~/modules/careers/application-rules";
import { positionCount, visibleCountForWidth, windowIndexes } from "~/components/ui/carousel-window";
import { signatureOf } from "~/modules/careers/file-signatures";
import { activeFilterCount, jobFiltersToSearch, parseJobFilters } from "~/modules/careers/job-filters";
import { normalisePhone } from "~/modules/careers/phone";
import { offerTexts } from "~/modules/careers/job-offers.server";
import * as sample from "../support/sample-files";

describe("benefits carousel arithmetic", () => {
  it("shows 1 card below 768 px, 2 below 1024 px, else 3", () => {
    expect([320, 767, 768, 1023, 1024, 1920].map(visibleCountForWidth)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it("has items - visible + 1 dots, at least one", () => {
    expect([1, 2, 3].map((visible) => positionCount(5, visible))).toEqual([5, 4, 3]);
    expect(positionCount(2, 3)).toBe(1);
  });
  it("fills the window past the end with the first cards", () => {
    expect(windowIndexes(4, 3, 5)).toEqual([4, 0, 1]);
    expect(windowIndexes(0, 3, 2)).toEqual([0, 1, 0]);
  });
});

describe("job board filters in the query string", () => {
  it("keep known values and drop the rest", () => {
    const filters = parseJobFilters(
      new URLSearchParams(
        "q=  moto   courier &type=contract&type=nope&type=contract&location=luanda&salary=huge&page=0",
      ),
    );
    expect(filters).toEqual({
      q: "moto courier",
      type: ["contract"],
      location: "luanda",
      department: null,
      experience: null,
      salary: null,
      posted: null,
      page: 1,
    });
    expect(activeFilterCount(filters)).toBe(2);
  });
  it("round-trip without empty values", () => {
    const search = "?q=truck&type=full-time&type=contract&department=logistics&posted=7d&page=2";
    expect(jobFiltersToSearch(parseJobFilters(new URLSearchParams(search)))).toBe(search);
    expect(jobFiltersToSearch(parseJobFilters(new URLSearchParams("location=&page=1")))).toBe("");
  });
});

describe("job application rules", () => {
  const fields = {
    name: "Ana Maria Silva",
    email: "Ana@Example.ao",
    phone: "923 456 789",
    experienceYears: "3",
    motivation: "Gosto de entregar depressa.",
    portfolio: "",
    consent: true,
  };
  const files = { cv: [{ name: "cv.pdf", size: 1000 }], idCard: [{ name: "bi.png", size: 1000 }] };

  it("splits the name: first word, then the rest, or N/A", () => {
    expect(splitName("  Ana   Maria Silva ")).toEqual({ firstName: "Ana", lastName: "Maria Silva" });
    expect(splitName("Madalena")).toEqual({ firstName: "Madalena", lastName: "N/A" });
  });

  it("gives the values to store when all is well (phone in E.164, e-mail lower case)", () => {
    expect(checkApplication(fields, files, normalisePhone)).toEqual({
      issues: [],
      values: {
        firstName: "Ana",
        lastName: "Maria Silva",
        email: "ana@example.ao",
        phone: "+244923456789",
        experienceYears: 3,
        motivation: "Gosto de entregar depressa.",
        portfolioUrl: null,
      },
    });
  });

  it("reports in the spec's order: required fields, both files, then the e-mail", () => {
    const { issues } = checkApplication(
      { ...fields, phone: "", email: "nope" },
      { cv: [], idCard: [] },
      normalisePhone,
    );
    expect(issues.map((issue) => issue.code)).toEqual(["required", "missingFiles", "missingFiles", "email"]);
  });

  it("refuses a file over 5 MB and an empty one, naming the file", () => {
    const { issues } = checkApplication(
      fields,
      { cv: [{ name: "big.pdf", size: MAX_FILE_BYTES + 1 }], idCard: [{ name: "empty.png", size: 0 }] },
      normalisePhone,
    );
    expect(issues).toEqual([
      { field: "cv", code: "fileTooLarge", name: "big.pdf" },
      { field: "idCard", code: "fileEmpty", name: "empty.png" },
    ]);
  });

  it("recognises the first bytes of the accepted kinds in the browser", () => {
    expect(signatureOf(sample.pdf())).toBe("pdf");
    expect(signatureOf(sample.png())).toBe("png");
    expect(signatureOf(sample.jpeg())).toBe("jpg");
    expect(signatureOf(sample.docx())).toBe("zip");
    expect(signatureOf(sample.doc())).toBe("cfb");
    expect(signatureOf(sample.windowsExecutable())).toBeNull();
    expect(signatureOf(sample.html())).toBeNull();
  });
});

describe("an offer's texts in the visitor's language", () => {
  const offer = {
    title: { pt: "Coordenador de distribuição", en: "" },
    description: { pt: "Garanta a cadeia de frio." },
    requirements: { pt: ["Formação em farmácia"], en: ["Pharmacy training"] },
    benefits: { pt: ["Seguro"], en: ["Insurance"], fr: ["Assurance"] },
  };

  it("falls back to Portuguese part by part, and says which parts did", () => {
    expect(offerTexts(offer, "fr")).toMatchObject({
      title: "Coordenador de distribuição",
      benefits: ["Assurance"],
      shownIn: { title: "pt", description: "pt", requirements: "pt", benefits: "fr" },
    });
    expect(offerTexts(offer, "en").shownIn).toEqual({
      title: "pt",
      description: "pt",
      requirements: "en",
      benefits: "en",
    });
    expect(Object.values(offerTexts(offer, "pt").shownIn)).toEqual(["pt", "pt", "pt", "pt"]);
  });
});
