import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

type Module<P> = { default: ComponentType<P> };

type OnDemandProps<P> = {
  load: () => PromiseLike<Module<P>>;
  /** Renders, with the same props, in place of a component whose code could not be downloaded. */
  unavailable: ComponentType<P>;
  props: P;
  /** Shown while the code loads (with no server HTML to keep). */
  fallback?: ReactNode;
  /** Rendered after the component, once it is there. */
  children?: ReactNode;
};

/**
 * React's `lazy`, for code the browser may fail to download (the network gone at the tap): instead of
 * throwing to the error page, `unavailable` renders in its place. A browser keeps a failed module for
 * the rest of the page's life (Chromium does), so only a new page load can bring it: `unavailable`
 * offers that (`NotLoadedNotice`). `load` may return an already settled thenable, which React renders
 * without suspending. Its own Suspense boundary sits below the state that holds the lazy component:
 * state inside a boundary that suspends while mounting is thrown away, and a new lazy component each
 * time would suspend for ever.
 */
export function OnDemand<P extends object>({ load, unavailable, props, fallback = null, children }: OnDemandProps<P>) {
  const [Component] = useState(() =>
    lazy(() => {
      const pending = load();
      if (!(pending instanceof Promise)) return pending as Promise<Module<P>>;
      return pending.catch(() => ({ default: unavailable }));
    }),
  );
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
      {children}
    </Suspense>
  );
}
