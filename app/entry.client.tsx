import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// From here on React answers taps itself (it hydrates at once what was tapped); before, the early script
// in <head> remembers them (lib/page-speed/early-taps.ts). Written out rather than imported: an import shared with the
// root route would become a chunk of its own, one more request on every page.
document.documentElement.setAttribute("data-interactive", "");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
