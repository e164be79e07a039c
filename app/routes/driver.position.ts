import { data } from "react-router";
import { appServicesContext } from "~/lib/app-context.server";
import { recordPosition } from "~/modules/deliveries/driver-job.server";
import type { Route } from "./+types/driver.position";

const coordinate = (value: unknown, limit: number) =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * The driver's phone reports where it is (JSON `{ latitude, longitude, accuracy }`): 204 when taken,
 * 400 for anything that is not a position, 410 once the link no longer opens a running delivery.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const body: unknown = await request
    .text()
    .then((text) => (text.length <= 200 ? JSON.parse(text) : null))
    .catch(() => null);
  const fields = (body ?? {}) as Record<string, unknown>;
  const latitude = coordinate(fields.latitude, 90);
  const longitude = coordinate(fields.longitude, 180);
  const accuracy = coordinate(fields.accuracy, 100_000);
  if (latitude === null || longitude === null) return data(null, { status: 400 });
  const taken = await recordPosition(context.get(appServicesContext), params.token, {
    latitude,
    longitude,
    accuracy: accuracy === null ? null : Math.round(accuracy),
  });
  return new Response(null, { status: taken ? 204 : 410, headers: { "Cache-Control": "no-store" } });
}

/** Only a phone's report is a position: a GET here is no page. */
export function loader() {
  return data(null, { status: 405, headers: { Allow: "POST" } });
}
