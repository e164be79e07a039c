import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import type { Messages } from "~/i18n/pt";
import { PageHero } from "./PageHero";

type PageWithHero = Exclude<keyof Messages["pages"], "home">;

/** The hero of a page whose texts live in `pages.<page>` and whose artwork is `artwork/hero/<page>.svg`. */
export function RouteHero({
  page,
  to,
  actionSlot,
  titleAs,
}: {
  page: PageWithHero;
  to?: string;
  actionSlot?: ReactNode;
  titleAs?: "h1" | "p";
}) {
  const { t } = useTranslation();
  return (
    <PageHero
      title={t(`pages.${page}.heroTitle`)}
      subtitle={t(`pages.${page}.heroSubtitle`)}
      image={`hero/${page}`}
      action={to ? { label: t(`pages.${page}.heroCta`), to } : undefined}
      actionSlot={actionSlot}
      titleAs={titleAs}
    />
  );
}
