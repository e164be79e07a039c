import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/db/unavailable.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises an unreachable database, also wrapped by Drizzle", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    const wrapped = new Error("Failed query: select ...", { cause: new Error("Connection terminated unexpectedly") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves a bug a bug: a failing query or a rendering error is not an outage", () => {
    expect(isDatabaseUnavailable(withCode('relation "news" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new RangeError("Invalid time value"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
