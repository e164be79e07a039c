/**
 * How far apart two points are, by the one formula the server's quote and the browser's estimate share
 * (the browser cannot load the gazetteer, places.ts, so the formula lives apart from it).
 */
export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km. */
export function straightLineKm(a: Point, b: Point) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How much longer a road trip is than the straight line, until a routing engine is configured: 1.4, the
 * upper end of the detour ratios measured for city road networks (1.2-1.4); Luanda's roads wind around the
 * bay, the musseques and the Mussulo, so the estimate errs high rather than low, and staff confirm.
 */
export const ROAD_FACTOR = 1.4;

/** The estimated road distance between two places, in km, to the tenth. */
export function roadDistanceKm(from: Point, to: Point): number {
  return Math.round(straightLineKm(from, to) * ROAD_FACTOR * 10) / 10;
}
