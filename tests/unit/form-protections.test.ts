import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkbox,
  choice,
  optionalEmail,
  optionalText,
  parseSubmission,
  publicFormFields,
  requiredEmail,
  requiredText,
  wholeNumber,
} from "~/lib/forms/fields";
import { formErrors } from "~/lib/forms/field-names";
import { phoneNumber } from "~/lib/forms/phone-field";
import { openFormRateLimits } from "~/lib/forms/rate-limit.server";
import { pt } from "~/i18n/pt";

const schema = z.object({
  name: requiredText({ min: 2, max: 10, tooShort: "x.tooShort" }),
  note: optionalText({ max: 5, shape: "lines" }),
  email: requiredEmail(),
  otherEmail: optionalEmail(),
  phone: phoneNumber(),
  kind: choice(["a", "b"]),
  years: wholeNumber({ min: 0, max: 50 }),
  flag: checkbox,
  ...publicFormFields,
});

const valid = {
  name: "  Ana  ",
  note: "",
  email: "Ana@Example.AO",
  otherEmail: "",
  phone: "923 000 000",
  kind: "a",
  years: "3",
  consent: "on",
  submissionKey: "3f1c7d0e-8a55-4b8e-9f10-2b1f0c6a9e77",
};

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseSubmission(formData, schema);
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === "error" ? submission.error : null;
}

describe("public form fields", () => {
  it("trim text, lower-case e-mails, store phones in E.164 and read numbers and checkboxes", () => {
    const submission = parse(valid);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ana",
      note: undefined,
      email: "ana@example.ao",
      otherEmail: undefined,
      phone: "+244923000000",
      kind: "a",
      years: 3,
      flag: false,
      consent: true,
      submissionKey: valid.submissionKey,
    });
  });

  it("answer message keys, never sentences", () => {
    expect(errorsOf({})).toEqual({
      name: [formErrors.required],
      email: [formErrors.required],
      phone: [formErrors.required],
      kind: [formErrors.required],
      years: [formErrors.required],
      consent: [formErrors.consentRequired],
      submissionKey: [formErrors.staleForm],
    });
    expect(
      errorsOf({
        ...valid,
        name: "A",
        note: "123456",
        email: "nope",
        otherEmail: "nope@",
        phone: "12",
        kind: "c",
        years: "51",
        submissionKey: "short",
      }),
    ).toEqual({
      name: ["x.tooShort"],
      note: [formErrors.tooLong],
      email: [formErrors.invalidEmail],
      otherEmail: [formErrors.invalidEmail],
      phone: [formErrors.invalidPhone],
      kind: [formErrors.invalidChoice],
      years: [formErrors.invalid],
      submissionKey: [formErrors.staleForm],
    });
  });

  it("give one message per field, the first rule broken", () => {
    expect(errorsOf({ ...valid, name: "" })?.name).toEqual([formErrors.required]);
    expect(errorsOf({ ...valid, name: "\u0000" })?.name).toEqual(["x.tooShort"]);
    expect(errorsOf({ ...valid, name: "a".repeat(11) })?.name).toEqual([formErrors.tooLong]);
  });

  it("count characters as the database does and refuse control characters", () => {
    // One astral character is two UTF-16 units but one character for PostgreSQL's char_length.
    expect(errorsOf({ ...valid, name: "𝒜" })?.name).toEqual(["x.tooShort"]);
    expect(parse({ ...valid, name: "𝒜𝒜" }).status).toBe("success");
    expect(errorsOf({ ...valid, name: "Ana\u0000" })?.name).toEqual([formErrors.characters]);
    // A name is one line, never reordered on screen; free text keeps its lines and loses its bidi controls.
    for (const name of ["Ana\r\nX", "Ana\u2028X", "Ana\u202eX", "Ana\u2066X"]) {
      expect(errorsOf({ ...valid, name })?.name, JSON.stringify(name)).toEqual([formErrors.characters]);
    }
    const note = parse({ ...valid, note: "a\u202eb\u2028c" });
    expect(note.status === "success" && note.value.note).toBe("ab\nc");
    // Only invisible characters or combining marks is not a name.
    expect(errorsOf({ ...valid, name: "\u200b\u200b\u200b" })?.name).toEqual([formErrors.invalid]);
    expect(errorsOf({ ...valid, name: "\u0301\u0301" })?.name).toEqual([formErrors.invalid]);
    // A line break sent as CRLF counts as one character.
    expect(parse({ ...valid, note: "a\r\nbcd" }).status).toBe("success");
  });

  it("accept Angolan numbers with or without +244 and refuse letters or short numbers", () => {
    for (const phone of ["+244 923 000 000", "923-000-000", "923000000"]) {
      expect(parse({ ...valid, phone }).status, phone).toBe("success");
    }
    for (const phone of ["92300000a", "(+244) 923 000 000", "123", "+244 123", "9230000001234567"]) {
      expect(errorsOf({ ...valid, phone })?.phone, phone).toEqual([formErrors.invalidPhone]);
    }
  });

  it("refuse fractional, signed-out-of-range and non-numeric numbers", () => {
    for (const years of ["2.5", "-1", "abc", "1e3"]) {
      expect(errorsOf({ ...valid, years })?.years, years).toEqual([formErrors.invalid]);
    }
  });

  it("have every message key in the texts", () => {
    const texts = pt.forms.errors as Record<string, string>;
    for (const key of Object.values(formErrors)) expect(texts[key.replace("forms.errors.", "")], key).toBeTruthy();
  });
});

describe("form rate limits in memory (PGlite)", () => {
  it("allow `points` per key, refuse the next with a wait, and take back what was given back", async () => {
    const { submissions, burst } = await openFormRateLimits({ submissionLimit: 2, burstLimit: 1 });
    expect(await submissions.take("a")).toEqual({ allowed: true });
    expect(await submissions.take("a")).toEqual({ allowed: true });
    expect(await submissions.take("b")).toEqual({ allowed: true });
    const refused = await submissions.take("a");
    expect(refused.allowed).toBe(false);
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(590);
    await submissions.giveBack("b");
    expect(await submissions.take("b")).toEqual({ allowed: true });
    // The burst count is separate from the submissions' count.
    expect(await burst.take("a")).toEqual({ allowed: true });
    expect((await burst.take("a")).allowed).toBe(false);
  });

  it("count a post and its submission together, the submission only when the post is allowed", async () => {
    const limits = await openFormRateLimits({ submissionLimit: 1, burstLimit: 2 });
    expect(await limits.takePostAndSubmission("a", "contact|a")).toEqual({ allowed: true });
    expect(await limits.submissions.spent("contact|a")).toMatchObject({ allowed: false });
    expect(await limits.takePostAndSubmission("a", "contact|a")).toMatchObject({ allowed: false });
    // Two posts so far: the third is refused before its submission is counted.
    expect(await limits.takePostAndSubmission("a", "drivers|a")).toMatchObject({ allowed: false });
    expect(await limits.submissions.spent("drivers|a")).toEqual({ allowed: true });
  });
});
