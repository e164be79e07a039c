import { Phone } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import { Link } from "react-router";
import { ContactCta } from "~/components/layout/ContactCta";
import { PageHero } from "~/components/layout/PageHero";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { SectionUnavailable } from "~/components/layout/SectionUnavailable";
import { hydrateWhenVisible } from "~/lib/page-speed/hydrate-when-visible";
import { company } from "~/config/company";
import { homeHighlights } from "~/content/highlights";
import { localize } from "~/content/localized";
import { lowestDeliveryPrice } from "~/modules/price-list/price-table";
import { pricesInForce } from "~/modules/price-list/price-tables.server";
import { services } from "~/content/services";
import { homeTestimonials } from "~/content/testimonials";
import { vehicles } from "~/content/vehicles";
import { listLatestNews, recentNewsSince } from "~/modules/news/news.server";
import { getLanguage } from "~/i18n/middleware.server";
import { appServicesContext } from "~/lib/app-context.server";
import { noteDegradedRender } from "~/lib/rendered-secrets.server";
import { renderWhenNear } from "~/lib/page-speed/render-when-near";
import { formatAoa } from "~/lib/money";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta = metaFor("home");

// Below the hero, each section keeps its server HTML and only downloads its code and hydrates when
// it nears the viewport: a phone's first load runs the header and the hero only (ADR 012).
const HighlightSlideshow = hydrateWhenVisible("highlights", () =>
  import("~/features/highlights/HighlightSlideshow").then((module) => module.HighlightSlideshow),
);
const NewsCarousel = hydrateWhenVisible("news", () =>
  import("~/modules/news/NewsCarousel").then((module) => module.NewsCarousel),
);
const FleetGrid = hydrateWhenVisible("fleet", () =>
  import("~/features/fleet/FleetGrid").then((module) => module.FleetGrid),
);
const ServiceTabs = hydrateWhenVisible("service-tabs", () =>
  import("~/features/services/ServiceTabs").then((module) => module.ServiceTabs),
);
const AppDownload = hydrateWhenVisible("app-download", () =>
  import("~/features/app-download/AppDownload").then((module) => module.AppDownload),
);
const TestimonialGrid = hydrateWhenVisible("testimonials", () =>
  import("~/features/testimonials/TestimonialGrid").then((module) => module.TestimonialGrid),
);
const ClientLogoStrip = hydrateWhenVisible("clients", () =>
  import("~/features/clients/ClientLogoStrip").then((module) => module.ClientLogoStrip),
);

export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const { database, env, logger } = context.get(appServicesContext);
  // The news and the prices are the parts of the page from the database: without it the page still serves (ADR 022).
  // Only recent news: an old item under this year's footer reads as a site nobody keeps (ADR 042).
  const since = recentNewsSince(env.newsMaxAgeMonths);
  const news = await listLatestNews(database.db, language, { since }).catch((error: unknown) => {
    logger.error({ err: error }, "latest news failed to load");
    noteDegradedRender();
    return null;
  });
  return {
    language,
    highlights: localize(homeHighlights, language),
    news,
    vehicles: localize(vehicles, language),
    services: localize(services, language),
    testimonials: localize(homeTestimonials, language),
    lowestPrice: formatAoa(lowestDeliveryPrice((await pricesInForce(database.db)).table), language),
  };
}

/** The tracking number box: a plain GET form to the tracking page, working before any script. */
function TrackingBox() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-track-title" className="border-b border-slate-200 bg-brand-50">
      <form
        method="get"
        action="/track"
        className="mx-auto flex max-w-7xl flex-wrap items-end gap-x-6 gap-y-3 px-4 py-6"
      >
        <div className="min-w-56 flex-1">
          <h2 id="home-track-title" className="text-xl font-bold text-brand-900">
            {t("home.trackTitle")}
          </h2>
          <p className="text-slate-700">{t("home.trackIntro")}</p>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="home-track-number" className="mb-1 block text-sm font-semibold text-slate-800">
            {t("home.trackLabel")}
          </label>
          <input
            id="home-track-number"
            name="number"
            required
            placeholder="KX-7F3K-92QD"
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={controlClasses}
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          {t("home.trackSubmit")}
        </button>
      </form>
    </section>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        title={t("hero.title")}
        subtitle={t("hero.subtitle")}
        image="hero/home"
        action={{ label: t("hero.cta"), to: "/services" }}
      >
        <Link to="/deliveries" className={buttonClasses("ghost", "border border-white/70")}>
          {t("hero.quote")}
        </Link>
        <a
          href={`tel:${company.phone.e164}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
        >
          <Phone size={20} aria-hidden="true" />
          {t("hero.phone", { phone: company.phone.display })}
        </a>
      </PageHero>
      <TrackingBox />
      <HighlightSlideshow title={t("home.highlightsTitle")} highlights={loaderData.highlights} />
      {/* Below the first screen: the first paint skips these groups' layout (ADR 033). */}
      <div className={renderWhenNear}>
        {/* No recent news: the section is left out rather than shown empty or stale. */}
        {loaderData.news === null ? (
          <SectionUnavailable title={t("home.newsTitle")} message={t("home.newsUnavailable")} />
        ) : (
          loaderData.news.length > 0 && <NewsCarousel title={t("home.newsTitle")} items={loaderData.news} />
        )}
      </div>
      <div className={renderWhenNear}>
        <FleetGrid id="fleet" title={t("fleet.title")} intro={t("fleet.intro")} vehicles={loaderData.vehicles} />
      </div>
      <div className={renderWhenNear}>
        <ServiceTabs title={t("home.serviceTabsTitle")} services={loaderData.services} />
        <section aria-labelledby="pricing-title" className="bg-brand-50">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h2 id="pricing-title" className="text-3xl font-bold text-brand-900">
              {t("home.pricingTitle")}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">
              {t("home.pricingText", { price: loaderData.lowestPrice })}
            </p>
            <Link
              to="/services#price-list"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t("home.pricingLink")}
            </Link>
          </div>
        </section>
      </div>
      <div className={renderWhenNear}>
        <AppDownload />
        <section aria-labelledby="home-testimonials-title" className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="home-testimonials-title" className="text-3xl font-bold text-brand-900">
            {t("home.testimonialsTitle")}
          </h2>
          <div className="mt-8">
            <TestimonialGrid testimonials={loaderData.testimonials} />
          </div>
          <Link
            to="/testimonials"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t("home.allTestimonials")}
          </Link>
        </section>
      </div>
      <div className={renderWhenNear}>
        <ContactCta />
        <ClientLogoStrip title={t("home.clientsTitle")} />
      </div>
    </>
  );
}
