import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";

/** The band that closes most pages: a line of text and a link to /contact, or to the page's own next step. */
export function ContactCta({
  title,
  text,
  action,
}: {
  title?: string;
  text?: string;
  action?: { label: string; to: string };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-cta-title" className="bg-accent-300">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-cta-title" className="text-3xl font-bold text-brand-950">
            {title ?? t("contactCta.title")}
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-brand-950">{text ?? t("contactCta.text")}</p>
        </div>
        <Link to={action?.to ?? "/contact"} className={buttonClasses("secondary", "shrink-0")}>
          {action?.label ?? t("contactCta.button")}
        </Link>
      </div>
    </section>
  );
}
