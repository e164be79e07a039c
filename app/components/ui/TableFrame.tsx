import type { ReactNode } from "react";

/** A list as a table: a frame that scrolls sideways on a phone, its column headings, and the rows given. */
export function TableFrame({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
