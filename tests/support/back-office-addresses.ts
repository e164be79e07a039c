import type { Inbox } from "~/domain/choices";
import type { SiteProcess } from "./site-process";
import { browserPost } from "./browser-post";
import { png } from "./sample-files";
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
    deliveries: await deliveredWithPhoto(site, admin),
  };
  const newsId = /data-news-id="([0-9a-f-]{36})"/.exec((await admin.request("/admin/news")).body)?.[1];
  if (!newsId) throw new Error("no news item on /admin/news");
  return (address) =>
    address
      .replace(/^\/admin\/(\w+)\/:reference/, (_, inbox: Inbox) => `/admin/${inbox}/${references[inbox]}`)
      .replace(":file", "cv")
      .replace(":format", "json")
      .replace(":jobId", jobId)
      .replace(":newsId", newsId);
}

/**
 * A delivery taken to the door the way staff and a driver do it (confirmed, sent, picked up, on the way,
 * delivered with a photo), so that its photo's address answers too.
 */
async function deliveredWithPhoto(site: SiteProcess, admin: StaffBrowser): Promise<string> {
  const reference = await submitDelivery(site);
  const page = `/admin/deliveries/${reference}`;
  const change = (revision: number, fields: Record<string, string>) =>
    admin.request(page, { ...fields, revision: String(revision), formKey: crypto.randomUUID() });
  const confirmed = await change(1, { intent: "confirm", price: "4000", reason: "Preço combinado" });
  if (confirmed.status !== 200) {
    throw new Error(
      `${page}: confirming answered ${confirmed.status}: ${/role="alert"[^>]*>(.*?)<\/div>/s.exec(confirmed.body)?.[1]}`,
    );
  }
  const sent = await change(2, {
    intent: "dispatch",
    driver: "other",
    driverName: "João Baptista",
    driverPhone: "931 222 333",
    driverVehicle: "moto",
  });
  if (sent.status !== 200)
    throw new Error(`${page}: sending a driver answered ${sent.status}: ${sent.body.slice(0, 200)}`);
  const token = /\/driver\/([A-Za-z0-9_-]{43})/.exec((await admin.request(page)).body)?.[1];
  if (!token) throw new Error(`no driver link on ${page}`);
  const driver = `${site.url}/driver/${token}`;
  for (const step of ["picked-up", "on-the-way"]) {
    await browserPost(driver, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ step }),
    });
  }
  const form = new FormData();
  form.set("step", "delivered");
  form.set("receivedBy", "Carlos Neto");
  form.set("proof", new Blob([new Uint8Array(png())], { type: "image/png" }), "porta.png");
  const delivered = await browserPost(driver, { body: form });
  if (delivered.status !== 200) throw new Error(`the driver could not deliver ${reference}: ${delivered.status}`);
  return reference;
}
