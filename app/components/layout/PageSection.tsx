import type { ReactNode } from "react";

/** A titled band of page content at the site's reading width. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14">
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}
