import { company } from "~/config/company";

/** The wordmark: a parcel-and-road mark followed by the company name (white on the site's dark header). */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  const colour = tone === "light" ? "text-white" : "text-brand-900";
  return (
    <span className={`flex items-center gap-2 text-lg font-extrabold tracking-tight ${colour}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f5a524" />
        <path d="M8 20l8-12 8 12" stroke="#0f2a44" strokeWidth="3" fill="none" strokeLinejoin="round" />
        <path d="M6 24h20" stroke="#0f2a44" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {company.name}
    </span>
  );
}
