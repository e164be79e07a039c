import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { inboxes } from "./domain/choices";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("careers", "routes/careers.tsx", [
    index("routes/careers._index.tsx"),
    route(":jobId", "routes/careers.job.tsx"),
  ]),
  route("careers/:jobId/apply", "routes/careers.job.apply.ts"),
  route("contact", "routes/contact.tsx"),
  route("enterprise", "routes/enterprise.tsx"),
  route("drivers", "routes/drivers.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("deliveries", "routes/deliveries.tsx"),
  route("track", "routes/track.tsx"),
  route("track/events", "routes/track.events.ts"),
  route("driver/:token", "routes/driver.tsx"),
  route("driver/:token/position", "routes/driver.position.ts"),
  route("pdf/:file", "routes/price-list-pdf.ts"),
  route("media/news/:file", "routes/media.news.ts"),
  route("withdraw/done", "routes/withdraw.tsx", { id: "withdraw-done" }),
  route("withdraw/:token", "routes/withdraw.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The staff back-office (ADR 023): signing in, then everything behind the access check of routes/admin.tsx.
  route("admin/sign-in", "routes/admin.sign-in.tsx"),
  route("admin/two-factor", "routes/admin.two-factor.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("enrol", "routes/admin.enrol.tsx"),
    route("password", "routes/admin.password.tsx"),
    route("staff", "routes/admin.staff.tsx"),
    route("outbox", "routes/admin.outbox.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("jobs", "routes/admin.jobs.tsx"),
    route("jobs/new", "routes/admin.job.tsx", { id: "admin-job-new" }),
    route("jobs/:jobId", "routes/admin.job.tsx", { id: "admin-job" }),
    route("news", "routes/admin.news.tsx"),
    route("news/new", "routes/admin.news-item.tsx", { id: "admin-news-new" }),
    route("news/:newsId", "routes/admin.news-item.tsx", { id: "admin-news-item" }),
    route("price-list", "routes/admin.price-list.tsx"),
    // One route per inbox, each module shared by the four (it reads which inbox from the address).
    ...inboxes.flatMap((inbox) => [
      route(inbox, "routes/admin.inbox.tsx", { id: `admin-${inbox}` }),
      route(`${inbox}/export.csv`, "routes/admin.inbox-export.ts", { id: `admin-${inbox}-export` }),
      route(`${inbox}/:reference`, "routes/admin.inbox-record.tsx", { id: `admin-${inbox}-record` }),
      route(`${inbox}/:reference/erase`, "routes/admin.inbox-erase.tsx", { id: `admin-${inbox}-erase` }),
    ]),
    route("applications/:reference/:file", "routes/admin.application-file.ts"),
    route("sign-out", "routes/admin.sign-out.ts"),
    // Any other /admin address: the back-office's own 404, inside its frame.
    route("*", "routes/admin.not-found.tsx", { id: "admin-not-found" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
