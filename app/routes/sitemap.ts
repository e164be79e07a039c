import { publicPaths } from "~/config/public-paths";
import { listOpenJobOfferIds } from "~/modules/careers/job-offers.server";
import { defaultLanguage, languages } from "~/i18n/languages";
import { appServicesContext } from "~/lib/app-context.server";
import { languageUrl } from "~/lib/seo";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Every public page (the one list in config/public-paths.js) and every open job, each language version with all its alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, database } = context.get(appServicesContext);
  const origin = env.publicUrl;
  const jobIds = await listOpenJobOfferIds(database.db);
  const paths = [...publicPaths, ...jobIds.map((id) => `/careers/${id}`)];
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...languages.map((lng) => [lng, languageUrl(origin, path, lng)] as const),
      ["x-default", languageUrl(origin, path, defaultLanguage)] as const,
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return languages.map(
      (lng) => `  <url>\n    <loc>${escapeXml(languageUrl(origin, path, lng))}</loc>\n${alternates}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
