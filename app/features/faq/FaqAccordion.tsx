import { ChevronDown } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { JsonLd } from "~/components/ui/JsonLd";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers. The browser's exclusive <details> group keeps one answer open at a time,
 * and a click on the open question closes it (no JavaScript involved). Carries FAQPage structured data.
 */
export function FaqAccordion({ id, items, title }: { id: string; items: FaqItem[]; title?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-4xl px-4 py-14">
      <h2 id={`${id}-title`} className="text-3xl font-bold text-brand-900">
        {title ?? t("faq.title")}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} name={id} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-lg text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
    </section>
  );
}
