import { useId } from "react";

/** In place of a section whose content could not load (the database down): its title and a short note. */
export function SectionUnavailable({ title, message }: { title: string; message: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-50" data-testid="section-unavailable">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id={titleId} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <p role="status" className="mt-4 text-lg text-slate-700">
          {message}
        </p>
      </div>
    </section>
  );
}
