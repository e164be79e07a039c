import type { ReactNode } from "react";

/** One fact of a job (location, type, salary, date…): an icon, a name for screen readers, the value. */
export function JobFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2 text-slate-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
