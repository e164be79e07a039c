import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// From here on React answers taps itself (it hydrates at once what was tapped); before, the early script
// in <head> remembers them (lib/page-speed/early-taps.ts). Written out rather than imported: an import shared with the
// root route would become a chunk of its own, one more request on every page.
document.documentElement.setAttribute("data-interactive", "");

// A request the page cancelled itself (a second tap before the first page arrived) is no error. React Router
// 8.4 leaves the cancellation of a half-read page answer unhandled, so the browser would report an error nobody
// had (ADR 078); only cancellations are let go, every other unhandled failure is still reported.
addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

// Real visitors' page speed (ADR 058): its code loads once the page is idle, never for a visitor saving
// data nor in the back-office.
const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
if (
  !connection?.saveData &&
  !document.documentElement.hasAttribute("data-save-data") &&
  !/^\/admin/.test(location.pathname)
) {
  const loadedAt = location.pathname;
  // Offline (or cut while it loads) it waits for the network rather than fail: a page opened before its
  // code arrived must not log an error the visitor never caused.
  const whenOnline = () => addEventListener("online", whenIdle, { once: true });
  const report = () => {
    if (!navigator.onLine) return whenOnline();
    import("./lib/page-speed/report-vitals").then((vitals) => vitals.reportVitals(loadedAt), whenOnline);
  };
  const whenIdle = () => ("requestIdleCallback" in self ? requestIdleCallback(report) : setTimeout(report));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
