// How `npm run serve` (scripts/serve.sh) and the systemd unit (deploy/) run the site, for the benches that
// start it themselves (ADR 029; tests/unit/site-supervision.test.ts checks that the three agree):
// a small young generation; a heap ceiling of 512 MB, which makes V8 collect before its heap doubles (ADR 063);
// WebAssembly (the embedded database) compiled once, by the baseline compiler only (ADR 066);
// V8's full collection within the site's reach, which it runs once quiet to give memory back (ADR 069);
// two malloc arenas, and every block of 8 KB or more from the system and back to it, so that freed memory is
// not kept between the blocks still in use (ADR 084).
export const SERVER_FLAGS = ["--max-semi-space-size=2", "--max-old-space-size=512", "--liftoff-only", "--expose-gc"];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "8192" };
