import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "~/content/vehicles";
import { vehicleTypes } from "~/domain/choices";
import { adminPt } from "~/i18n/admin/pt";
import { pt } from "~/i18n/pt";
import { todayInLuanda } from "~/lib/luanda-day";
import { formatAoa } from "~/lib/money";
import { seedPrices } from "~/modules/price-list/seed-prices";
import { pdfTexts } from "~/modules/price-list/texts";
import { roadDistanceKm } from "~/modules/deliveries/distance";
import { findPlace } from "~/modules/deliveries/places";
import { quoteDelivery } from "~/modules/deliveries/pricing";
import { browserPost } from "../support/browser-post";
import { siteDatabases } from "../support/databases";
import { pdfTextLines } from "../support/pdf-text";
import { revisionIn } from "../support/publishing-forms";
import type { SiteProcess } from "../support/site-process";
import { addMember, formKeyIn, shownText as shown, siteWithAdmin, type StaffBrowser } from "../support/staff-browser";
import { validForms } from "../support/submissions";

const m = adminPt.prices;
const money = (amount: number) => formatAoa(amount, "pt");
const label = (type: string) => vehicles.find((vehicle) => vehicle.type === type)!.label.pt;
/** A day in Luanda, `days` after today. */
const dayAfter = (days: number) => todayInLuanda(new Date(Date.now() + days * 86_400_000));

/** The editor's fields for the seed's table, with changes: what an admin who typed them posts. */
function priceFields(changes: Record<string, string> = {}): Record<string, string> {
  const { table } = seedPrices;
  const fields: Record<string, string> = {
    intent: "save",
    effectiveOn: todayInLuanda(),
    note: "",
    refrigerated: String(table.surcharges.refrigerated),
    night: String(table.surcharges.night),
    stock: String(table.services.stock),
    invitations: String(table.services.invitations),
  };
  table.bandLimitsKm.forEach((limit, band) => (fields[`band-${band}`] = String(limit)));
  for (const row of table.deliveries) {
    fields[`offered-${row.vehicle}`] = "on";
    row.prices.forEach((price, band) => (fields[`price-${row.vehicle}-${band}`] = String(price)));
    fields[`extra-${row.vehicle}`] = String(row.extraKm);
    fields[`reach-${row.vehicle}`] = "";
  }
  return { ...fields, ...changes };
}

/** The fields as a form posts them, with the provinces ticked (one `province` field each). */
function priceForm(fields: Record<string, string>, provinces: readonly string[] = seedPrices.table.provinces) {
  const form = new URLSearchParams(fields);
  for (const province of provinces) form.append("province", province);
  return form;
}

describe.each(siteDatabases)("prices set by admins on $name", ({ env }) => {
  let site: SiteProcess;
  let admin: StaffBrowser;
  let operations: StaffBrowser;
  const get = async (pathname: string) => {
    const response = await fetch(`${site.url}${pathname}`);
    return { status: response.status, body: shown(await response.text()) };
  };
  const quote = (from: string, to: string, vehicle: string) =>
    get(`/deliveries?from=${from}&to=${to}&vehicle=${vehicle}&when=later&day=${dayAfter(1)}&time=10:00`);
  const editor = async () => {
    const page = await admin.request("/admin/prices");
    return {
      body: shown(page.body),
      revision: revisionIn(page.body),
      formKey: formKeyIn(page.body),
    };
  };
  const save = async (fields: Record<string, string>, provinces?: readonly string[]) => {
    const { revision, formKey } = await editor();
    return admin.request("/admin/prices", priceForm({ revision, formKey, ...fields }, provinces));
  };
  const versionsOf = (body: string) =>
    [...body.matchAll(/data-price-version="(\d+)".*?data-version-state="([a-z-]+)"/gs)].map(([, id, state]) => ({
      id: Number(id),
      state,
    }));

  beforeAll(async () => {
    ({ site, admin } = await siteWithAdmin("prices", await env()));
    operations = (await addMember(site, admin, "ops@kamba.ao", "operations", "Olga Operações")).member;
  });

  afterAll(async () => {
    site.child.kill("SIGTERM");
    await site.exited;
  });

  it("only admins open the prices' editor, which starts from the example prices and says so", async () => {
    expect((await operations.request("/admin/prices")).status).toBe(403);
    expect((await fetch(`${site.url}/admin/prices`, { redirect: "manual" })).status).toBe(302);
    const { body } = await editor();
    expect(body).toContain(m.example);
    expect(body).toContain(m.versionsEmpty);
    expect(body).toMatch(/name="price-moto-0"[^>]*value="1500"|value="1500"[^>]*name="price-moto-0"/);
    expect((await quote("talatona-luanda", "viana-luanda", "moto")).body).toContain(pdfTexts.placeholder.pt);
  });

  it("refuses what it cannot use, field by field in the admin's language, and saves nothing", async () => {
    const cases: Array<[Record<string, string>, string, string[]?]> = [
      [{ "price-moto-0": "abc" }, m.errors.amount],
      [{ "price-moto-0": "1,5" }, m.errors.amount],
      [{ "price-moto-0": "-3" }, m.errors.amount],
      [{ "price-moto-0": "999999999999" }, m.errors.amount],
      [{ "price-moto-0": "' or 1=1 --" }, m.errors.amount],
      [{ "price-moto-1": "" }, m.errors.required],
      [{ "price-van-2": "100" }, m.errors.priceOrder],
      [{ "band-1": "4" }, m.errors.bandOrder],
      [{ "band-0": "0" }, m.errors.km],
      [{ "reach-moto": "9999" }, m.errors.km],
      [Object.fromEntries(vehicleTypes.map((type) => [`offered-${type}`, ""])), m.errors.noVehicle],
      [{}, m.errors.noProvince, []],
      [{}, m.errors.noProvince, ["Atlântida", "<script>"]],
      [{ effectiveOn: "2020-01-01" }, m.errors.pastDate],
      [{ effectiveOn: "2031-02-31" }, m.errors.date],
      [{ note: "Subida\u0007 do combustível" }, m.errors.note],
      [{ note: "<script>alert(1)</script>" }, m.errors.note],
      [{ note: "x".repeat(301) }, m.errors.note],
    ];
    for (const [changes, message, provinces] of cases) {
      const refused = await save(priceFields(changes), provinces);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(shown(refused.body), JSON.stringify(changes)).toContain(message);
      expect(shown(refused.body)).toContain(m.failed);
    }
    expect((await editor()).body).toContain(m.versionsEmpty);
    // Malformed posts: no revision, another intent, nothing at all.
    expect((await admin.request("/admin/prices", priceForm(priceFields()))).status).toBe(400);
    expect((await save(priceFields({ intent: "drop" }))).status).toBe(400);
    expect((await admin.request("/admin/prices", new URLSearchParams())).status).toBe(400);
    expect((await editor()).body).toContain(m.versionsEmpty);
  });

  it("a table saved for today is what the quote, the request, the price list, its PDF and the home page use at once", async () => {
    const provinces = seedPrices.table.provinces.filter((province) => province !== "Malanje");
    const fields = priceFields({
      "price-moto-0": "2.000",
      "price-moto-1": "3 000",
      "price-moto-2": "5000",
      "reach-moto": "40",
      "offered-truck": "",
      night: "2500",
      note: "Subida do combustível",
    });
    const saved = await save(fields, provinces);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/prices?done=saved&on=${todayInLuanda()}`);
    const { body } = await editor();
    expect(body).toContain("Subida do combustível");
    expect(body).not.toContain(m.example);
    expect(versionsOf(body)).toEqual([{ id: expect.any(Number), state: "in-force" }]);

    const short = await quote("talatona-luanda", "viana-luanda", "moto");
    expect(short.body).not.toContain(pdfTexts.placeholder.pt);
    const distanceKm = roadDistanceKm(findPlace("talatona-luanda")!, findPlace("viana-luanda")!);
    const motoPrices = { ...seedPrices.table.deliveries[0]!, prices: [2000, 3000, 5000] };
    const table = { ...seedPrices.table, deliveries: [motoPrices, ...seedPrices.table.deliveries.slice(1)] };
    const expected = quoteDelivery(table, {
      vehicle: "moto",
      distanceKm,
      refrigerated: false,
      pickupAt: new Date(`${dayAfter(1)}T10:00:00+01:00`),
    })!;
    expect(expected.night).toBe(0);
    expect(short.body).toMatch(
      new RegExp(`data-testid="quote-total"[^>]*>${money(expected.total).replace(/\s/g, "\\s")}<`),
    );
    const far = await quote("talatona-luanda", "benguela-benguela", "moto");
    expect(far.body).toContain(
      pt.deliveries.uncovered.distance.replace("{{vehicle}}", label("moto")).replace("{{km}}", "40"),
    );
    const malanje = await quote("talatona-luanda", "malanje-malanje", "van");
    expect(malanje.body).toContain(pt.deliveries.uncovered.province.replace("{{province}}", "Malanje"));
    expect((await quote("talatona-luanda", "viana-luanda", "truck")).body).toContain(
      pt.deliveries.uncovered.vehicle.replace("{{vehicle}}", label("truck")),
    );
    // A request for what the table no longer covers is explained, and nothing is stored.
    const truck = await browserPost(`${site.url}/deliveries`, {
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "language=pt" },
      body: new URLSearchParams({ ...validForms.delivery(), vehicle: "truck" }),
    });
    expect(truck.status).toBe(400);
    expect(shown(await truck.text())).toContain(pt.deliveries.request.notCovered);

    const services = (await get("/services")).body;
    expect(services).not.toContain(pdfTexts.placeholder.pt);
    expect(services).toContain(`${label("moto")} (até 40 km)`);
    expect(services).toContain(money(2500));
    expect(services).toContain("Entregamos nas províncias de Benguela, Bié, Huambo, Huíla, Icolo e Bengo e Luanda.");
    expect(services).not.toContain(label("truck"));
    const pdf = pdfTextLines(Buffer.from(await (await fetch(`${site.url}/pdf/price-list-pt.pdf`)).arrayBuffer()));
    expect(pdf).not.toContain(pdfTexts.placeholder.pt);
    const moto = pdf.indexOf(`${label("moto")} (até 40 km)`);
    expect(pdf.slice(moto, moto + 4).map((line) => line.replace(/\s/g, " "))).toEqual(
      [`${label("moto")} (até 40 km)`, money(2000), money(3000), money(5000)].map((line) => line.replace(/\s/g, " ")),
    );
    // The home page quotes the lowest price of a vehicle offered.
    expect((await get("/")).body).toContain(money(2000));
  });

  it("a form sent twice saves one table; a save on a page read before another admin's is refused with what they did", async () => {
    const before = versionsOf((await editor()).body).length;
    const { revision, formKey } = await editor();
    const form = priceForm({ revision, formKey, ...priceFields({ "price-city-car-0": "2600" }) });
    const [first, second] = [await admin.request("/admin/prices", form), await admin.request("/admin/prices", form)];
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(versionsOf((await editor()).body)).toHaveLength(before + 1);

    const stale = await admin.request(
      "/admin/prices",
      priceForm({ revision, formKey: crypto.randomUUID(), ...priceFields({ "price-city-car-0": "2700" }) }),
    );
    expect(stale.status).toBe(409);
    const body = shown(stale.body);
    expect(body).toContain(adminPt.publishing.stale);
    expect(body).toContain(m.staleHint);
    // What was typed is still in the form.
    expect(body).toMatch(/value="2700"/);
    expect(versionsOf((await editor()).body)).toHaveLength(before + 1);
  });

  it("a table saved for a day to come waits for it, may be withdrawn once asked, and the prices in force stay", async () => {
    const day = dayAfter(3);
    const saved = await save(priceFields({ effectiveOn: day, "price-moto-0": "1600" }));
    expect(saved.status, shown(saved.body).slice(-3000)).toBe(302);
    expect(saved.location).toBe(`/admin/prices?done=saved&on=${day}`);
    const [scheduled, inForce] = versionsOf((await editor()).body);
    expect(scheduled!.state).toBe("scheduled");
    expect(inForce!.state).toBe("in-force");
    expect((await get("/services")).body).not.toContain(money(1600));

    const { revision } = await editor();
    const unconfirmed = await admin.request(
      "/admin/prices",
      new URLSearchParams({ intent: "withdraw", version: String(scheduled!.id), revision }),
    );
    expect(unconfirmed.status).toBe(400);
    const asking = shown((await admin.request(`/admin/prices?confirm=withdraw&version=${scheduled!.id}`)).body);
    expect(asking).toContain(m.confirm.action);
    const inForceRefused = await admin.request(
      "/admin/prices",
      new URLSearchParams({ intent: "withdraw", version: String(inForce!.id), revision, confirmed: "yes" }),
    );
    expect(inForceRefused.status).toBe(409);
    expect(shown(inForceRefused.body)).toContain(m.notScheduled);
    const withdrawn = await admin.request(
      "/admin/prices",
      new URLSearchParams({ intent: "withdraw", version: String(scheduled!.id), revision, confirmed: "yes" }),
    );
    expect(withdrawn.location).toBe("/admin/prices?done=withdrawn");
    const body = (await editor()).body;
    expect(versionsOf(body)[0]).toEqual({ id: scheduled!.id, state: "withdrawn" });
    expect(body).toMatch(/ retirou os preços que entrariam em vigor a \d+ de /);
    // "Start from this table" fills the form with that table.
    const started = shown((await admin.request(`/admin/prices?from=${scheduled!.id}`)).body);
    expect(started).toMatch(/value="1600"/);
    expect(started).toContain(m.startedFrom.replace("{{id}}", String(scheduled!.id)));
  });
});
