import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

let firstInteraction: Promise<void> | undefined;

/**
 * Resolves at the visitor's first tap, click or key press. Any update of the page (a form's answer,
 * a navigation) waits for sections that are not hydrated yet, so they must be loading by then.
 */
function interaction(): Promise<void> {
  firstInteraction ??= new Promise((resolve) => {
    for (const type of ["pointerdown", "keydown", "touchstart"]) {
      window.addEventListener(type, () => resolve(), { once: true, passive: true, capture: true });
    }
  });
  return firstInteraction;
}

/**
 * Resolves once the marked element comes within 300 px of the viewport (at once if it holds
 * nothing yet), or at the visitor's first interaction, whichever comes first.
 */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
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
  });
}

type Module<P> = { default: ComponentType<P> };

/** Marks the section `data-hydrated` once its code runs: tests (and curious developers) can wait for it. */
function MarkHydrated({ id }: { id: string }) {
  useEffect(() => {
    document.querySelector(`[data-hydrate-when-visible="${id}"]`)?.setAttribute("data-hydrated", "");
  }, [id]);
  return null;
}

/** A thenable that calls back at once, so React renders an already loaded component without suspending. */
const settled = <P,>(module: Module<P>) => ({
  then: (onFulfilled: (value: Module<P>) => void) => onFulfilled(module),
});

/**
 * A section below the fold that the server renders as usual, but that the browser leaves as plain
 * server HTML (its code not even downloaded) until it nears the viewport; then it loads and hydrates.
 * React keeps a Suspense boundary's server HTML while its lazy content is pending.
 *
 * The server must `await preload()` (for example in the route's loader) so it renders the section at once.
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

  function WhenVisible(props: P) {
    const [Section] = useState(() =>
      lazy<ComponentType<P>>(() =>
        loaded
          ? (settled({ default: loaded }) as unknown as Promise<Module<P>>)
          : Promise.race([nearViewport(id), new Promise<void>((resolve) => (loadNow = resolve))])
              .then(preload)
              .then(() => ({ default: loaded as ComponentType<P> })),
      ),
    );
    // New data before the section hydrated makes React drop its server HTML: load it at once then.
    const data = JSON.stringify(props);
    const firstData = useRef(data);
    useEffect(() => {
      if (data !== firstData.current) loadNow?.();
    }, [data]);
    return (
      <div data-hydrate-when-visible={id}>
        <Suspense fallback={fallback}>
          <Section {...props} />
          <MarkHydrated id={id} />
        </Suspense>
      </div>
    );
  }
  WhenVisible.displayName = `HydrateWhenVisible(${id})`;
  // Re-renders with equal data (a modal opening, a query parameter) leave the server HTML alone.
  const Memoized = memo(WhenVisible, (before, after) => JSON.stringify(before) === JSON.stringify(after));
  return Object.assign(Memoized, { preload });
}

/** For a route's loader: makes sure the server renders these sections at once. */
export async function preloadSections(...sections: Array<{ preload: () => Promise<void> }>) {
  await Promise.all(sections.map((section) => section.preload()));
}
