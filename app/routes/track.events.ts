import { appServicesContext } from "~/lib/app-context.server";
import { normaliseReference } from "~/modules/submissions/reference";
import { currentVersion, watchDelivery } from "~/modules/deliveries/tracking-watch.server";
import type { Route } from "./+types/track.events";

/** A stream lives this long at most; the browser's EventSource opens the next one by itself. */
const STREAM_MS = 5 * 60_000;
/** A comment line this often keeps proxies and carrier gateways from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The tracking page's live updates (server-sent events): a `change` event each time the delivery moves,
 * seen from the database, so a change made on any server process reaches it. `seen` is the version the
 * page was drawn with: a change in between is sent at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, isShuttingDown } = context.get(appServicesContext);
  const url = new URL(request.url);
  const reference = normaliseReference(url.searchParams.get("number") ?? "");
  const now = reference ? await currentVersion(database.db, reference) : null;
  if (!reference || now === null) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const seen = url.searchParams.get("seen");
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send("retry: 2000\n\n");
      if (seen !== now) send("event: change\ndata: 1\n\n");
      const unwatch = watchDelivery(database.db, reference, now, () => send("event: change\ndata: 1\n\n"));
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      // A stopping process ends its streams within a second, so its shutdown never waits on them.
      const stopping = setInterval(() => isShuttingDown?.() && stop(), 1000);
      const lifetime = setTimeout(() => stop(), STREAM_MS);
      stop = () => {
        stop = () => {};
        unwatch();
        clearInterval(heartbeat);
        clearInterval(stopping);
        clearTimeout(lifetime);
        try {
          controller.close();
        } catch {
          // Already closed by the browser going away.
        }
      };
      request.signal.addEventListener("abort", () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware would hold the events back to compress them.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
