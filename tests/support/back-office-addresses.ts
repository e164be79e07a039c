import type { Inbox } from "~/domain/choices";
import type { SiteProcess } from "./site-process";
import type { StaffBrowser } from "./staff-browser";
import {
  openJobId,
  submitApplication,
  submitContact,
  submitDelivery,
  submitDriver,
  submitProposal,
} from "./submissions";

/**
 * A record in every inbox (sent through the public forms) and the ids of a published job offer and
 * news item, so that every back-office address of the route table can be opened for real: answers the function
 * that puts them in place of an address's parameters (`/admin/drivers/:reference` → `/admin/drivers/KX-…`).
 */
export async function realAddresses(site: SiteProcess, admin: StaffBrowser): Promise<(address: string) => string> {
  const jobId = await openJobId(site);
  const references: Record<Inbox, string> = {
    drivers: await submitDriver(site),
    applications: await submitApplication(site, jobId),
    proposals: await submitProposal(site),
    messages: await submitContact(site),
    deliveries: await submitDelivery(site),
  };
  const newsId = /data-news-id="([0-9a-f-]{36})"/.exec((await admin.request("/admin/news")).body)?.[1];
  if (!newsId) throw new Error("no news item on /admin/news");
  return (address) =>
    address
      .replace(/^\/admin\/(\w+)\/:reference/, (_, inbox: Inbox) => `/admin/${inbox}/${references[inbox]}`)
      .replace(":file", "cv")
      .replace(":jobId", jobId)
      .replace(":newsId", newsId);
}
