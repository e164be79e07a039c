import { lazy, Suspense, useState, type ComponentType } from "react";

/** Resolves once the marked element comes within 300 px of the viewport (at once if it holds nothing yet). */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(`[data-hydrate-when-visible="${id}"]`);
    // No server HTML to keep (a client-side navigation): render straight away.
    if (!element || element.childElementCount === 0 || typeof IntersectionObserver === "undefined") {
      return resolve();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
  });
}

type Module<P> = { default: ComponentType<P> };

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
export function hydrateWhenVisible<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };

  function WhenVisible(props: P) {
    const [Section] = useState(() =>
      lazy<ComponentType<P>>(() =>
        loaded
          ? (settled({ default: loaded }) as unknown as Promise<Module<P>>)
          : nearViewport(id)
              .then(preload)
              .then(() => ({ default: loaded as ComponentType<P> })),
      ),
    );
    return (
      <div data-hydrate-when-visible={id}>
        <Suspense>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  WhenVisible.displayName = `HydrateWhenVisible(${id})`;
  return Object.assign(WhenVisible, { preload });
}

/** For a route's loader: makes sure the server renders these sections at once. */
export async function preloadSections(...sections: Array<{ preload: () => Promise<void> }>) {
  await Promise.all(sections.map((section) => section.preload()));
}
