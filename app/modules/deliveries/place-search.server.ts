import { isAcceptableText } from "~/lib/text-rules";
import { straightLineKm } from "./distance";
import type { PlaceOption } from "./live-estimate";
import { nearestPlace, placeLabel, searchPlaces, type Place } from "./places";

/** The longest search a visitor may type: the quote's own field holds no more. */
const MAX_QUERY_LENGTH = 80;

/** The places a search answers at most: as many as the quote page offers to choose from. */
const MAX_PLACES = 8;

/**
 * How far the nearest place may be from a shared position: beyond it the visitor is not where the
 * company delivers (abroad, or the phone's position is wrong), and no place is proposed.
 */
const MAX_NEAREST_KM = 100;

/** "-8.9,13.2": a latitude and a longitude in decimal degrees, nothing else. */
const POINT = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

export type PlaceSearchAnswer =
  { status: 200; kind: "search" | "nearest"; places: PlaceOption[] } | { status: 400; places: [] };

const optionOf = (place: Place): PlaceOption => ({
  id: place.id,
  label: placeLabel(place),
  province: place.province,
  latitude: place.latitude,
  longitude: place.longitude,
});

const refused: PlaceSearchAnswer = { status: 400, places: [] };

function readPoint(text: string): { latitude: number; longitude: number } | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * The place search of the quote form (`?q=tal`: the places whose name matches, Luanda's first), or the
 * place nearest a position the visitor shared (`?near=-8.9,13.2`). One of the two, once, well formed, or
 * a 400: a search is typed text, so control and direction characters are refused as the form refuses them.
 */
export function answerPlaceSearch(params: URLSearchParams): PlaceSearchAnswer {
  const queries = params.getAll("q");
  const points = params.getAll("near");
  if (queries.length + points.length !== 1) return refused;
  if (queries.length === 1) {
    const typed = queries[0]!.trim();
    if (typed === "" || typed.length > MAX_QUERY_LENGTH || !isAcceptableText(typed, "line")) return refused;
    return { status: 200, kind: "search", places: searchPlaces(typed, MAX_PLACES).map(optionOf) };
  }
  const point = readPoint(points[0]!);
  if (!point) return refused;
  const nearest = nearestPlace(point);
  const near = straightLineKm(point, nearest) <= MAX_NEAREST_KM;
  return { status: 200, kind: "nearest", places: near ? [optionOf(nearest)] : [] };
}
