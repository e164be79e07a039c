import { answerPlaceSearch } from "~/modules/deliveries/place-search.server";
import type { Route } from "./+types/deliveries.places";

/** How long a search's answer may be kept: the places change only with a new build of the site. */
const SEARCH_CACHE = "public, max-age=86400";

/**
 * The quote form's place search, as JSON: `?q=tal` lists the places whose name matches, `?near=lat,lng`
 * the place nearest the visitor's position. Anything else answers 400 with no place.
 */
export function loader({ request }: Route.LoaderArgs) {
  const answer = answerPlaceSearch(new URL(request.url).searchParams);
  // A position is the visitor's own: its answer is never kept on the way, nor is a refusal.
  const cache = answer.status === 200 && answer.kind === "search" ? SEARCH_CACHE : "no-store";
  return Response.json({ places: answer.places }, { status: answer.status, headers: { "Cache-Control": cache } });
}
