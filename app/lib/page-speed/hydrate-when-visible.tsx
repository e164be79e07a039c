import { memo, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { NotLoadedNotice } from "~/components/ui/NotLoadedNotice";
import { OnDemand } from "./lazy-component";
import { firstEvent } from "./first-event";

/**
 * Resolves at the visitor's first tap, click or key press. Any update of the page (a form's answer,
 * a navigation) waits for sections that are not hydrated yet, so they must be loading by then.
 */
const interaction = () => firstEvent(["pointerdown", "keydown", "touchstart"]);

/** Sections still waiting to load, by their way to load at once. */
const waitingSections = new Set<() => void>();

/**
 * Loads every section still waiting, as the visitor's first tap would: an update the page makes by
 * itself (a form sent again on a new visit) waits for them, and the visitor has not tapped yet.
 */
export function loadWaitingSections() {
  for (const load of waitingSections) load();
}

/**
 * Resolves once the marked element comes within 300 px of the viewport (at once if it holds
 * nothing yet), or at the visitor's first interaction, whichever comes first.
 */
function nearViewport(id: string): Promise<void> {
  let loadNow = () => {};
  return new Promise<void>((resolve) => {
    loadNow = resolve;
    waitingSections.add(loadNow);
    void interaction().then(() => resolve());
    const element = document.querySelector(`[data-hydrate-when-visible="${id}"]`);
    // No server HTML to keep (a client-side navigation): render straight away.
    if (!element || element.childElementCount === 0 || typeof IntersectionObserver === "undefined") {
      return resolve();
    }
    const done = () => {
      visibility.disconnect();
      emptied.disconnect();
      resolve();
    };
    const visibility = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "300px 0px",
    });
    // An update that reaches the section before it hydrated (new location, new texts) makes React
    // drop its server HTML; then it must render at once or it would stay blank.
    const emptied = new MutationObserver(() => element.childElementCount === 0 && done());
    visibility.observe(element);
    emptied.observe(element, { childList: true, subtree: true });
  }).finally(() => waitingSections.delete(loadNow));
}

type Module<P> = { default: ComponentType<P> };

/** The section still shows the HTML the server sent (its code has not run yet). */
function hasServerHtml(id: string): boolean {
  const element = document.querySelector(`[data-hydrate-when-visible="${id}"]`);
  return element !== null && element.childElementCount > 0 && !element.hasAttribute("data-hydrated");
}

/** Marks the section `data-hydrated` once its code runs: tests (and curious developers) can wait for it. */
function MarkHydrated({ id, ran }: { id: string; ran: () => boolean }) {
  useEffect(() => {
    if (ran()) document.querySelector(`[data-hydrate-when-visible="${id}"]`)?.setAttribute("data-hydrated", "");
  }, [id, ran]);
  return null;
}

/** A thenable that calls back at once, so React renders an already loaded component without suspending. */
const settled = <P,>(module: Module<P>) =>
  ({ then: (onFulfilled: (value: Module<P>) => void) => onFulfilled(module) }) as unknown as PromiseLike<Module<P>>;

type Props = Record<string, unknown>;

/** Equal data: the same primitives, arrays and plain objects, compared by value (callbacks are left out). */
export function sameData(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true;
  if (typeof before === "function" && typeof after === "function") return true;
  if (typeof before !== "object" || typeof after !== "object" || before === null || after === null) return false;
  if (Array.isArray(before) !== Array.isArray(after)) return false;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every((key) => key in after && sameData((before as Props)[key], (after as Props)[key]));
}

/**
 * A section below the fold that the server renders as usual, but that the browser leaves as plain
 * server HTML (its code not even downloaded) until it nears the viewport; then it loads and hydrates.
 * React keeps a Suspense boundary's server HTML while its lazy content is pending. On the server the
 * section's code loads during the render itself (the page is sent whole, once everything is ready).
 *
 * Re-renders with equal data (a modal opening, a query parameter) leave the server HTML alone; callback
 * props are passed through stable wrappers that always call the latest callback.
 */
export function hydrateWhenVisible<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  /** Shown while the code loads when there is no server HTML to keep (a modal opened in the browser). */
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<P> | undefined;
  let loadNow: (() => void) | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  // Not when the code could not be downloaded (then `NotLoadedNotice` renders in its place).
  const codeLoaded = () => loaded !== undefined;
  // Code that cannot be downloaded (no network) under server HTML: the section stays as the server
  // sent it, readable, until the next page load. With nothing to show it fails, and says so.
  const preloadWhenPossible = async () => {
    try {
      await preload();
    } catch (error) {
      if (!hasServerHtml(id)) throw error;
      await new Promise(() => {});
    }
  };

  // Re-rendered only when its data changes: a re-render before hydration would make React drop the server HTML.
  const Boundary = memo(function Boundary(props: P) {
    // Code that could not be downloaded (no network) says so, and loads again when the network is back.
    const [load] = useState(
      () => () =>
        loaded
          ? settled({ default: loaded })
          : (typeof document === "undefined"
              ? preload()
              : // Without server HTML to keep (a client-side render) it loads at once.
                (hasServerHtml(id)
                  ? Promise.race([nearViewport(id), new Promise<void>((resolve) => (loadNow = resolve))])
                  : Promise.resolve()
                ).then(preloadWhenPossible)
            ).then(() => ({ default: loaded as ComponentType<P> })),
    );
    // New data before the section hydrated makes React drop its server HTML: load it at once then.
    const [firstProps] = useState(props);
    useEffect(() => {
      if (!sameData(props, firstProps)) loadNow?.();
    }, [props, firstProps]);
    return (
      <div data-hydrate-when-visible={id}>
        <OnDemand load={load} unavailable={NotLoadedNotice} props={props} fallback={fallback}>
          <MarkHydrated id={id} ran={codeLoaded} />
        </OnDemand>
      </div>
    );
  }, sameData);

  /** Passes data as it is and callbacks through wrappers that keep their identity and call the latest one. */
  function WhenVisible(props: P) {
    const latestProps = useRef(props as Props);
    useEffect(() => {
      latestProps.current = props as Props;
    });
    // eslint-disable-next-line react-hooks/refs -- the wrappers read the ref when called (after render), never during it
    const [wrappers] = useState(() =>
      Object.fromEntries(
        Object.entries(props as Props)
          .filter(([, value]) => typeof value === "function")
          .map(([key]) => [
            key,
            (...args: unknown[]) => (latestProps.current[key] as (...values: unknown[]) => unknown)(...args),
          ]),
      ),
    );
    return <Boundary {...props} {...wrappers} />;
  }
  WhenVisible.displayName = `HydrateWhenVisible(${id})`;
  return Object.assign(WhenVisible, { preload });
}
