import { isAcceptableText } from "~/lib/text-rules";
import type { PlaceOption } from "./live-estimate";

/** The place search (routes/deliveries.places.ts). */
const PLACE_SEARCH = "/deliveries/places";

/** The longest search the place search takes: the field's own limit. */
export const MAX_SEARCH_LENGTH = 80;

async function placesAt(query: URLSearchParams, signal?: AbortSignal): Promise<PlaceOption[]> {
  const response = await fetch(`${PLACE_SEARCH}?${query}`, { signal });
  return response.ok ? ((await response.json()) as { places: PlaceOption[] }).places : [];
}

/**
 * The places whose name starts like what the visitor typed, Luanda's first. Text the search would refuse
 * (control characters) is not sent: the form's own answer explains it.
 */
export function placesMatching(typed: string, signal: AbortSignal): Promise<PlaceOption[]> {
  const text = typed.trim();
  if (text === "" || text.length > MAX_SEARCH_LENGTH || !isAcceptableText(text, "line")) return Promise.resolve([]);
  return placesAt(new URLSearchParams({ q: text }), signal);
}

/** What asking for the visitor's position gave: the place nearest them, or why there is none. */
export type Located = { place: PlaceOption } | { problem: "refused" | "far" };

/**
 * The place nearest the visitor, from the position their browser gives once they allow it. Three decimals
 * (about 100 m) find the nearest place as well as the exact position, and tell the site less of it.
 */
export async function placeNearVisitor(): Promise<Located> {
  const position = await new Promise<GeolocationPosition | null>((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { maximumAge: 60_000, timeout: 20_000 }),
  );
  if (!position) return { problem: "refused" };
  const near = [position.coords.latitude, position.coords.longitude].map((degrees) => degrees.toFixed(3)).join(",");
  try {
    const [place] = await placesAt(new URLSearchParams({ near }));
    return place ? { place } : { problem: "far" };
  } catch {
    // The network dropped: as if the position could not be had.
    return { problem: "refused" };
  }
}
