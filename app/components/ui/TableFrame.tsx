import type { ReactNode } from "react";

/** A list as a table: a frame that scrolls sideways on a phone, its column headings, and the rows given. */
export function TableFrame({
  headings,
  children,
  className = "mt-3",
}: {
  headings: string[];
  children: ReactNode;
  /** Its margin from what is above it. */
  className?: string;
}) {
  return (
    <div className={`${className} overflow-x-auto rounded-xl border border-slate-200 bg-white`}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
