import { angolaPlaces } from "~/generated/places";
import { straightLineKm, type Point } from "./distance";

/** Angola's provinces by their GeoNames code, as Angolans write them (GeoNames' own spellings slip). */
const provinces: Record<string, string> = {
  "01": "Benguela",
  "02": "Bié",
  "03": "Cabinda",
  "04": "Cuando Cubango",
  "05": "Cuanza Norte",
  "06": "Cuanza Sul",
  "07": "Cunene",
  "08": "Huambo",
  "09": "Huíla",
  "12": "Malanje",
  "13": "Namibe",
  "14": "Moxico",
  "15": "Uíge",
  "16": "Zaire",
  "17": "Lunda Norte",
  "18": "Lunda Sul",
  "19": "Bengo",
  "20": "Luanda",
  CBG: "Cubango",
  CUB: "Cuando",
  ICB: "Icolo e Bengo",
  MLE: "Moxico Leste",
};

const LUANDA = "20";

export type Place = { id: string; name: string; province: string; latitude: number; longitude: number };

/** "Bié" → "bie", "  São  Paulo " → "sao paulo": what a visitor types matches with or without accents. */
function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A place's id: its name and province in the search alphabet (`viana-luanda`), stable across builds. */
const idOf = (name: string, province: string) => `${searchKey(name)} ${searchKey(province)}`.replaceAll(" ", "-");

/** Other names a place goes by: the site calls Bié's capital Kuito, as most Angolans write it. */
const aliases: Record<string, string[]> = { Cuíto: ["Kuito", "Bié"] };

const seen = new Map<string, number>();
const places: Place[] = angolaPlaces.map(([name, code, latitude, longitude]) => {
  const province = provinces[code] ?? code;
  // Two places of one name in one province (GeoNames has a few) are told apart by their order.
  const base = idOf(name, province);
  const count = (seen.get(base) ?? 0) + 1;
  seen.set(base, count);
  return { id: count === 1 ? base : `${base}-${count}`, name, province, latitude, longitude };
});
const keys = places.map((place) => {
  const names = [place.name, ...(aliases[place.name] ?? [])].map(searchKey);
  return { place, names, words: names.flatMap((name) => name.split(" ")) };
});
const byId = new Map(places.map((place) => [place.id, place]));

/** The provinces the places lie in, by name in alphabetical order: those a price table may serve. */
export const placeProvinces: readonly string[] = [...new Set(places.map((place) => place.province))].sort((a, b) =>
  a.localeCompare(b, "pt"),
);

/** How the site writes a place: "Talatona, Luanda" (the quote page reads it back). */
export const placeLabel = (place: Place) => `${place.name}, ${place.province}`;

export function findPlace(id: string): Place | null {
  return byId.get(id) ?? null;
}

/** The places with exactly this name (accent- and case-blind), in this province when one is given. */
export function placesNamed(name: string, province?: string): Place[] {
  const wanted = searchKey(name);
  const inProvince = province ? searchKey(province) : null;
  // A place's own name is the first of its search names (the others are aliases).
  return keys
    .filter(
      ({ place, names }) => names[0] === wanted && (inProvince === null || searchKey(place.province) === inProvince),
    )
    .map(({ place }) => place);
}

/**
 * The places whose name matches what was typed, best first: the whole name, then its start, then the
 * start of one of its words, then anywhere in it; Luanda province before the rest at each rank, then by
 * name. Accent- and case-blind. At most `limit`.
 */
export function searchPlaces(typed: string, limit = 8): Place[] {
  const query = searchKey(typed);
  if (query.length === 0) return [];
  const ranked: Array<{ place: Place; rank: number }> = [];
  for (const { place, names, words } of keys) {
    const rank = names.includes(query)
      ? 0
      : names.some((name) => name.startsWith(query))
        ? 1
        : words.some((word) => word.startsWith(query))
          ? 2
          : names.some((name) => name.includes(query))
            ? 3
            : -1;
    if (rank >= 0) ranked.push({ place, rank: rank * 2 + (place.province === provinces[LUANDA] ? 0 : 1) });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name, "pt"))
    .slice(0, limit)
    .map(({ place }) => place);
}

/** The place nearest a point (the visitor's position, when they share it). */
export function nearestPlace(point: Point): Place {
  let best = places[0]!;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of places) {
    const km = straightLineKm(point, place);
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return best;
}
