import { useTranslation } from "~/i18n/translate";
import { formatDateTime } from "~/lib/format";

export type HistoryItem = { id: number; text: string; at: string };

/** An append-only history, as sentences with their date and time in Luanda. */
export function HistoryList({ items, empty }: { items: HistoryItem[]; empty: string }) {
  const { i18n } = useTranslation();
  if (items.length === 0) return <p className="mt-2 text-base text-slate-600">{empty}</p>;
  return (
    <ol className="mt-3 space-y-2 text-base text-slate-800">
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={item.at} className="text-sm text-slate-600">
            {formatDateTime(item.at, i18n.language)}
          </time>{" "}
          {item.text}
        </li>
      ))}
    </ol>
  );
}
