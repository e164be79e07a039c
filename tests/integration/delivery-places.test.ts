import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlace, searchPlaces } from "~/modules/deliveries/places";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";

/**
 * The quote form's place search (/deliveries/places) on a real server process: good searches and
 * positions answer the places as JSON; anything else answers 400 with no place, never 5xx, and is never
 * kept by the page cache.
 */
type Answer = { status: number; headers: Headers; body: { places: Array<Record<string, unknown>> } };

let site: SiteProcess;

beforeAll(async () => {
  site = await startSite({
    DATABASE_URL: "",
    DATA_DIR: await mkdtemp(path.join(tmpdir(), "kamba-places-")),
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  });
  await waitUntilReady(site);
});

afterAll(async () => {
  site.child.kill("SIGTERM");
  await site.exited;
});

/** Asks with a query string written as is (so that broken encodings reach the server unchanged). */
async function ask(query: string): Promise<Answer> {
  const response = await fetch(`${site.url}/deliveries/places${query}`);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer["body"] };
}

const search = (typed: string) => ask(`?${new URLSearchParams({ q: typed })}`);
const near = (point: string) => ask(`?${new URLSearchParams({ near: point })}`);

describe("the place search", () => {
  it("answers the places whose name matches, as the quote page labels them, at most 8, for a day", async () => {
    const answer = await search("tal");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
    const talatona = searchPlaces("Talatona")[0]!;
    expect(answer.body.places[0]).toEqual({
      id: talatona.id,
      label: "Talatona, Luanda",
      province: "Luanda",
      latitude: talatona.latitude,
      longitude: talatona.longitude,
    });
    const many = await search("a");
    expect(many.body.places).toHaveLength(8);
    // Each answer is a place the quote page knows again by its label.
    for (const place of many.body.places) expect(findPlace(place.id as string)).not.toBeNull();
  });

  it("is blind to accents and case, and puts Luanda's places first", async () => {
    const cuito = await search("cuito");
    expect(cuito.body.places[0]).toMatchObject({ label: "Cuíto, Bié" });
    expect((await search("  CUÍTO ")).body.places).toEqual(cuito.body.places);
    expect((await search("kuito")).body.places[0]).toMatchObject({ label: "Cuíto, Bié" });
    // "ca" starts Cacuaco and Cazenga in Luanda, Cabinda and Caála elsewhere: Luanda's come first.
    const inLuanda = (await search("ca")).body.places.map((place) => (place.label as string).endsWith(", Luanda"));
    expect(inLuanda.slice(0, 2)).toEqual([true, true]);
    expect(inLuanda.includes(false)).toBe(true);
    expect(inLuanda.slice(inLuanda.indexOf(false))).not.toContain(true);
  });

  it("answers an empty list, not an error, when nothing matches", async () => {
    for (const typed of ["zzqx", "'; drop table places; --", "<script>alert(1)</script>", "😀", "%"]) {
      const answer = await search(typed);
      expect(answer.status, typed).toBe(200);
      expect(answer.body).toEqual({ places: [] });
    }
  });

  it("answers the place nearest a position in Angola, kept nowhere, and none far from Angola", async () => {
    const talatona = searchPlaces("Talatona")[0]!;
    const answer = await near(`${talatona.latitude + 0.002},${talatona.longitude - 0.002}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.places).toEqual([
      {
        id: talatona.id,
        label: "Talatona, Luanda",
        province: "Luanda",
        latitude: talatona.latitude,
        longitude: talatona.longitude,
      },
    ]);
    // Lisbon: the nearest place of Angola is thousands of kilometres away.
    expect(await near("38.72,-9.14")).toMatchObject({ status: 200, body: { places: [] } });
  });
});

const tooLong = "x".repeat(81);
const nasty: Array<[string, string]> = [
  ["no parameter", ""],
  ["only the language", "?lng=pt"],
  ["an empty search", "?q="],
  ["a search of spaces", "?q=%20%20%20"],
  ["a search of 81 characters", `?q=${tooLong}`],
  ["a search of 5000 characters", `?q=${"Viana".repeat(1000)}`],
  ["a NUL", "?q=Via%00na"],
  ["a bell", "?q=%07Viana"],
  ["a line feed", "?q=Via%0Ana"],
  ["a C1 control", "?q=Via%C2%85na"],
  ["a right-to-left override", "?q=Viana%E2%80%AE"],
  ["direction isolates", "?q=%E2%81%A6Viana%E2%81%A9"],
  ["a right-to-left mark", "?q=Viana%E2%80%8F"],
  ["a noncharacter", "?q=Viana%EF%BF%BF"],
  ["two searches", "?q=viana&q=talatona"],
  ["a search and a position", "?q=viana&near=-8.9,13.2"],
  ["an empty position", "?near="],
  ["a position of words", "?near=luanda"],
  ["a latitude alone", "?near=-8.9"],
  ["three numbers", "?near=-8.9,13.2,4"],
  ["a latitude beyond 90", "?near=91,13.2"],
  ["a longitude beyond 180", "?near=-8.9,181"],
  ["NaN", "?near=NaN,NaN"],
  ["Infinity", "?near=Infinity,0"],
  ["an exponent", "?near=1e1,2"],
  ["hexadecimal", "?near=0x10,0x10"],
  ["spaces around", "?near=%20-8.9,13.2"],
  ["a semicolon", "?near=-8.9;13.2"],
  ["too many decimals", "?near=-8.123456789,13.2"],
  ["two positions", "?near=-8.9,13.2&near=-8.8,13.3"],
  ["a position with markup", "?near=%3Cscript%3E,1"],
];

describe("the place search refuses what is no search and no position", () => {
  it.each(nasty)("400 with no place for %s", async (_name, query) => {
    const answer = await ask(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ places: [] });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("never lets the page cache keep an answer", async () => {
    for (const query of ["?lng=pt", "?lng=pt", "?q=viana", "?q=viana"]) {
      const response = await fetch(`${site.url}/deliveries/places${query}`);
      expect(response.headers.get("x-page-cache")).not.toBe("hit");
      await response.arrayBuffer();
    }
  });
});
