import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { privacyForms, privacyTexts, privacyVersion } from "~/content/privacy";

describe("the privacy text's version", () => {
  it("changes with the text: a consent always names the text the visitor read", () => {
    const digest = createHash("sha256")
      .update(JSON.stringify({ privacyForms, privacyTexts }))
      .digest("hex")
      .slice(0, 16);
    expect(
      digest,
      "The privacy text changed: set privacyVersion.date to today and privacyVersion.digest to this value.",
    ).toBe(privacyVersion.digest);
    expect(privacyVersion.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
