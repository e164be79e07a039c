/**
 * Deliveries benchmark (npm run bench:deliveries). Prints figures; it is not a timed test.
 * The place search for every prefix (1 to 6 characters) of every place's name, accented and not, and the
 * whole quote page's answer (places read, distance, price, lines in the page's language) for pairs of
 * places: p50, p95 and the slowest, in milliseconds, on the server. Target: search p95 <= 20 ms.
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { it } from "vitest";
import { angolaPlaces } from "~/generated/places";
import { searchPlaces } from "~/modules/deliveries/places";
import { quotePage } from "~/modules/deliveries/quote-page.server";
import { seedInForce } from "~/modules/price-list/price-tables.server";
import { percentile } from "./figures";

function time(calls: Array<() => unknown>): number[] {
  for (const call of calls.slice(0, 50)) call();
  return calls
    .map((call) => {
      const t0 = performance.now();
      call();
      return performance.now() - t0;
    })
    .sort((a, b) => a - b);
}

const row = (label: string, times: number[]) =>
  `| ${label.padEnd(34)} | ${String(times.length).padStart(6)} | ${percentile(times, 50).toFixed(3).padStart(7)} | ${percentile(times, 95).toFixed(3).padStart(7)} | ${times.at(-1)!.toFixed(3).padStart(7)} |`;

it("prints the place search's and the quote's times", () => {
  const names = [...new Set(angolaPlaces.map(([name]) => name))];
  const prefixes = [
    ...new Set(
      names.flatMap((name) =>
        [1, 2, 3, 4, 5, 6].flatMap((length) => [
          name.slice(0, length),
          name.slice(0, length).normalize("NFD").replace(/\p{M}/gu, "").toUpperCase(),
        ]),
      ),
    ),
  ];
  const search = time(prefixes.map((prefix) => () => searchPlaces(prefix)));
  const pairs = names.slice(0, 200).map((name, index) => [name, names[(index * 7 + 3) % names.length]!] as const);
  const quotes = time(
    pairs.map(
      ([from, to]) =>
        () =>
          quotePage(new URLSearchParams({ from, to, vehicle: "van", refrigerated: "on" }), "pt", seedInForce),
    ),
  );
  console.log(
    [
      "",
      `deliveries on the server (${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}): ms`,
      "",
      "| what | calls | p50 | p95 | slowest |",
      "|---|---|---|---|---|",
      row("place search, every prefix 1-6", search),
      row("quote page answer, pairs of places", quotes),
      "",
      `Target: place search p95 <= 20 ms: ${percentile(search, 95) <= 20 ? "met" : "NOT met"}.`,
    ].join("\n"),
  );
});
