import type { Language } from "~/i18n/languages";

/** Small flags drawn inline (no image request): Angola for Portuguese, the United Kingdom for English, France for French. */
export function Flag({ language, className }: { language: Language; className?: string }) {
  const common = {
    viewBox: "0 0 30 20",
    width: 24,
    height: 16,
    className,
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (language) {
    case "pt":
      return (
        <svg {...common}>
          <rect width="30" height="10" fill="#cc092f" />
          <rect y="10" width="30" height="10" fill="#000" />
          <path d="M15 6.2l.9 2.6h2.7l-2.2 1.6.8 2.6-2.2-1.6-2.2 1.6.8-2.6-2.2-1.6h2.7z" fill="#ffcb00" />
          <path d="M11.5 14.5a5 5 0 0 0 7.5-7" stroke="#ffcb00" strokeWidth="1.2" fill="none" />
        </svg>
      );
    case "en":
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
        </svg>
      );
    case "fr":
      return (
        <svg {...common}>
          <rect width="10" height="20" fill="#002654" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce1126" />
        </svg>
      );
  }
}
