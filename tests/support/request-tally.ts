import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";

/**
 * Counts the HTTP requests a test file sends to the site under test and the 5xx answers it gets, and
 * prints one line per file: the figures the hardening corpora report (requests tried, 5xx).
 * 503 is counted apart: the tests that cut the database expect it.
 */
const tally = { requests: 0, serverErrors: 0, unavailable: 0 };
const originalFetch = globalThis.fetch;
let testFile = "this file";

beforeEach(() => {
  testFile = path.basename(expect.getState().testPath ?? testFile);
});

/** Counts one answer; tests that talk HTTP over a raw socket call it themselves. */
export function tallyAnswer(status: number) {
  tally.requests += 1;
  if (status === 503) tally.unavailable += 1;
  else if (status >= 500) tally.serverErrors += 1;
}

beforeAll(() => {
  globalThis.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    tallyAnswer(response.status);
    return response;
  };
});

afterAll(() => {
  globalThis.fetch = originalFetch;
  console.info(
    `[tally] ${testFile}: ${tally.requests} requests, ${tally.serverErrors} answered 5xx, ${tally.unavailable} answered 503`,
  );
});
