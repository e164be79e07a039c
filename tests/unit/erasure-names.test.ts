import { describe, expect, it } from "vitest";
import { comparableName } from "~/modules/submissions/erasure.server";

describe("the name an erasure compares", () => {
  it("is the same whatever the case, the accents and the spacing", () => {
    expect(comparableName("  ÂNGELA\tMaria   Gonçalves ")).toBe(comparableName("angela maria goncalves"));
    expect(comparableName("Zé  Ngola")).toBe("ze ngola");
  });

  it("still tells two people apart", () => {
    expect(comparableName("Ângela Gonçalves")).not.toBe(comparableName("Maria Costa"));
    expect(comparableName("Ana Silva")).not.toBe(comparableName("Ana Silvia"));
  });
});
