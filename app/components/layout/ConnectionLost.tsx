import { NotLoadedNotice } from "~/components/ui/NotLoadedNotice";
import { company } from "~/config/company";
import { useTranslation } from "~/i18n/translate";

/**
 * A page the browser could not fetch because the network is gone (a link followed offline), inside the
 * site's header and footer: not "an error on our side". No image, which could not load either; the
 * page loads by itself when the network is back.
 */
export function ConnectionLost() {
  const { t } = useTranslation();
  const title = t("serverError.offlineTitle");
  return (
    <>
      <title>{`${title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-950">{title}</h1>
        <NotLoadedNotice />
      </section>
    </>
  );
}

/** Whether a route error is the browser failing to fetch (no network), not the site failing. */
export function isConnectionLost(error: unknown): boolean {
  return typeof window !== "undefined" && error instanceof TypeError && /fetch|network/i.test(error.message);
}
