import { useTranslation } from "~/i18n/translate";
import { RouteHero } from "~/components/layout/RouteHero";
import { company, postalAddressLine } from "~/config/company";
import { localize } from "~/content/localized";
import { privacyForms, privacyTexts } from "~/content/privacy";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta = metaFor("privacy");

export function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const texts = localize(privacyTexts, language);
  const { retention } = context.get(appServicesContext).env;
  const durations: Record<string, number> = { ...retention };
  // The durations are the ones the daily purge applies (RETAIN_* settings), so the page cannot drift.
  const filled = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(durations[name] ?? placeholder));
  return {
    forms: localize(privacyForms, language).map((form) => ({ ...form, retention: filled(form.retention) })),
    texts: {
      ...texts,
      rights: texts.rights.replace("{{email}}", company.email).replace("{{phone}}", company.phone.display),
    },
  };
}

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { forms, texts } = loaderData;
  return (
    <>
      <RouteHero page="privacy" to="/contact" />
      <div className="mx-auto max-w-4xl px-4 py-14">
        <p className="text-lg text-slate-700">{texts.intro}</p>
        <Block id="controller" title={t("privacyPolicy.controllerTitle")}>
          <p>
            {company.name}, {postalAddressLine()} · {company.email} · {company.phone.display}
          </p>
        </Block>
        <Block id="forms" title={t("privacyPolicy.formsTitle")}>
          {forms.map((form) => (
            <article key={form.id} id={`privacy-${form.id}`} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="text-xl font-bold text-brand-900">{form.name}</h3>
              <dl className="mt-3 space-y-2">
                <dt className="font-semibold text-slate-900">{t("privacyPolicy.collected")}</dt>
                <dd>{form.collected}</dd>
                <dt className="font-semibold text-slate-900">{t("privacyPolicy.purpose")}</dt>
                <dd>{form.purpose}</dd>
                <dt className="font-semibold text-slate-900">{t("privacyPolicy.retention")}</dt>
                <dd>{form.retention}</dd>
              </dl>
            </article>
          ))}
        </Block>
        <Block id="sharing" title={t("privacyPolicy.sharingTitle")}>
          <p>{texts.sharing}</p>
        </Block>
        <Block id="rights" title={t("privacyPolicy.rightsTitle")}>
          <p>{texts.rights}</p>
        </Block>
        <Block id="cookies" title={t("privacyPolicy.cookiesTitle")}>
          <p>{texts.cookies}</p>
        </Block>
      </div>
    </>
  );
}
