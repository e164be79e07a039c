import { appServicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appServicesContext);
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${env.publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
