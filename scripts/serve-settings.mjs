// How `npm run serve` (scripts/serve.sh) and the systemd unit (deploy/) run the site, for the benches that
// start it themselves (ADR 029; tests/unit/site-supervision.test.ts checks that the three agree):
// a small young generation, and two malloc arenas so the Brotli encoder's freed memory is not kept per thread.
export const SERVER_FLAGS = ["--max-semi-space-size=2"];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
