import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { deliveryCounts } from "~/modules/deliveries/delivery-dashboard.server";
import { changeDelivery } from "~/modules/deliveries/delivery-steps.server";
import { eraseSubmission } from "~/modules/submissions/erasure.server";
import { downloadDeliveryProof } from "~/modules/deliveries/delivery-proof.server";
import { openLocalFileStore } from "~/modules/files/file-store.server";
import * as sample from "../support/sample-files";
import { browserPost } from "../support/browser-post";
import { testDatabaseUrl, wipePostgres } from "../support/databases";
import { startSite, waitUntilReady, type SiteProcess } from "../support/site-process";
import { submitDelivery } from "../support/submissions";

/**
 * Deliveries across two site processes on one PostgreSQL database: staff's steps (made here through the
 * module staff's page calls), the driver's link on one process, the tracking page's live stream on the
 * other, and the link's refusals.
 */
const AUTH_SECRET = "a delivery test secret that is long enough";
const staff = { id: null, name: "Operações" };

let sites: SiteProcess[];
const dataDirs: string[] = [];
let database: DatabaseHandle;
let services: Parameters<typeof changeDelivery>[0];

beforeAll(async () => {
  const url = testDatabaseUrl();
  await wipePostgres(url);
  sites = await Promise.all(
    ["a", "b"].map(async (name, index) =>
      startSite({
        DATABASE_URL: url,
        DATA_DIR: (dataDirs[index] = await mkdtemp(path.join(tmpdir(), `kamba-deliveries-${name}-`))),
        AUTH_SECRET,
        FORM_RATE_LIMIT: "1000",
        FORM_BURST_LIMIT: "1000",
        TRACKING_MISS_LIMIT: "5",
        LOG_LEVEL: "warn",
      }),
    ),
  );
  await Promise.all(sites.map((site) => waitUntilReady(site)));
  database = await openDatabase({ databaseUrl: url, dataDir: "" });
  services = { database, env: readEnv({ DATABASE_URL: url, AUTH_SECRET }), signingSecret: AUTH_SECRET };
});

afterAll(async () => {
  await database?.close();
  for (const site of sites ?? []) site.child.kill("SIGTERM");
  await Promise.all((sites ?? []).map((site) => site.exited));
});

const idOf = async (reference: string) =>
  (
    (await database.db.execute(`select id from delivery_requests where reference = '${reference}'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows[0]!.id;

/** A delivery confirmed and given to a driver by staff: its id and the driver's link token. */
async function dispatched() {
  const reference = await submitDelivery(sites[0]!, { email: "" });
  const id = await idOf(reference);
  expect(
    await changeDelivery(services, { id, revision: 1 }, { kind: "confirm", price: 4000, reason: null }, staff),
  ).toEqual({ ok: true, revision: 2 });
  const driver = { name: "João Baptista", phone: "+244931222333", vehicle: "moto" as const, applicationId: null };
  const sent = await changeDelivery(services, { id, revision: 2 }, { kind: "dispatch", driver }, staff);
  if (!sent.ok || !sent.driverLink) throw new Error("no driver link");
  return { reference, id, token: sent.driverLink };
}

/** The tracking stream of a delivery on a site: resolves the moment of each `change` event. */
function openStream(site: SiteProcess, reference: string, seen: string) {
  const controller = new AbortController();
  const events: number[] = [];
  const waiters: Array<() => void> = [];
  const done = fetch(`${site.url}/track/events?number=${reference}&seen=${encodeURIComponent(seen)}`, {
    signal: controller.signal,
  }).then(async (response) => {
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffered += decoder.decode(value);
      while (buffered.includes("\n\n")) {
        const [event, rest] = [
          buffered.slice(0, buffered.indexOf("\n\n")),
          buffered.slice(buffered.indexOf("\n\n") + 2),
        ];
        buffered = rest;
        if (event.startsWith("event: change")) {
          events.push(performance.now());
          waiters.shift()?.();
        }
      }
    }
  });
  return {
    /** The moment of the next change; fails after 5 s (the target is 2 s). */
    nextChange: () =>
      new Promise<number>((resolve, reject) => {
        const late = setTimeout(() => reject(new Error("no change event within 5 s")), 5000);
        waiters.push(() => {
          clearTimeout(late);
          resolve(events.at(-1)!);
        });
      }),
    close: () => {
      controller.abort();
      return done.catch(() => {});
    },
  };
}

const currentVersion = async (id: number) =>
  (
    (await database.db.execute(
      `select revision || ':' || coalesce((select max(p.recorded_at)::text from delivery_positions p where p.delivery_id = r.id), '') as version from delivery_requests r where id = ${id}`,
    )) as unknown as { rows: Array<{ version: string }> }
  ).rows[0]!.version;

const driverPost = (site: SiteProcess, token: string, fields: Record<string, string>) =>
  browserPost(`${site.url}/driver/${token}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const positionPost = (site: SiteProcess, token: string, body: string) =>
  browserPost(`${site.url}/driver/${token}/position`, { headers: { "content-type": "application/json" }, body });

describe("deliveries on two site processes (PostgreSQL)", () => {
  it(
    "a driver's step on one process reaches a tracking page open on the other within 2 s",
    { timeout: 60_000 },
    async () => {
      const [a, b] = sites as [SiteProcess, SiteProcess];
      // Another delivery first, so that this one's id and its first position's differ.
      await submitDelivery(b, { email: "" });
      const { reference, id, token } = await dispatched();
      const stream = openStream(b, reference, await currentVersion(id));
      const latencies: number[] = [];
      const measure = async (act: () => Promise<Response>, status: number) => {
        const change = stream.nextChange();
        const sentAt = performance.now();
        expect((await act()).status).toBe(status);
        latencies.push((await change) - sentAt);
      };
      await measure(() => driverPost(a, token, { step: "picked-up" }), 200);
      await measure(
        () => positionPost(a, token, JSON.stringify({ latitude: -8.9, longitude: 13.3, accuracy: 12 })),
        204,
      );
      await measure(() => driverPost(a, token, { step: "on-the-way" }), 200);
      await measure(() => driverPost(a, token, { step: "delivered", receivedBy: "Carlos Neto" }), 200);
      await stream.close();
      console.info(
        `tracking update latency across processes: ${latencies.map((ms) => `${Math.round(ms)} ms`).join(", ")} (max ${Math.round(Math.max(...latencies))} ms)`,
      );
      expect(Math.max(...latencies)).toBeLessThanOrEqual(2000);
      const page = await (await fetch(`${b.url}/track?number=${reference}&lng=en`)).text();
      expect(page).toContain("Status: Delivered");
      expect(page).toContain("Received by Carlos Neto");
      expect(page).toContain("João, Motorbike");
      for (const hidden of ["Baptista", "931222333", "923456789", "Talatona", "Viana", "farmácia", "Ana Silva"]) {
        expect(page).not.toContain(hidden);
      }
    },
  );

  it("the driver's link opens one running delivery only, and its position endpoint takes only positions", async () => {
    const [a, b] = sites as [SiteProcess, SiteProcess];
    const { id, token } = await dispatched();
    expect((await fetch(`${b.url}/driver/${token}`)).status).toBe(200);
    // A forged, shortened or altered token; the position's GET; nonsense for a position.
    const altered = token.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const forged of [altered, token.slice(0, 42), "x".repeat(43), "..%2F..%2Fadmin", `${token}x`]) {
      expect((await fetch(`${a.url}/driver/${forged}`)).status, forged).toBe(410);
    }
    expect((await fetch(`${a.url}/driver/${token}/position`)).status).toBe(405);
    for (const body of [
      "",
      "{",
      "null",
      "[]",
      JSON.stringify({ latitude: 91, longitude: 13 }),
      JSON.stringify({ latitude: "-8.9", longitude: "13.3" }),
      JSON.stringify({ latitude: -8.9 }),
      JSON.stringify({ latitude: Number.NaN, longitude: 13 }),
      `{"latitude":-8.9,"longitude":13.3,"pad":"${"x".repeat(500)}"}`,
    ]) {
      expect((await positionPost(a, token, body)).status, body.slice(0, 40)).toBe(400);
    }
    expect((await positionPost(a, altered, JSON.stringify({ latitude: -8.9, longitude: 13.3 }))).status).toBe(410);
    // A second position within 10 s is taken but not stored.
    for (const latitude of [-8.9, -8.91]) {
      expect((await positionPost(a, token, JSON.stringify({ latitude, longitude: 13.3 }))).status).toBe(204);
    }
    const positions = (await database.db.execute(
      `select count(*)::int as count from delivery_positions where delivery_id = ${id}`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(positions.rows[0]!.count).toBe(1);
    // A step out of order is nothing; "delivered" without a name is refused.
    expect((await driverPost(a, token, { step: "delivered", receivedBy: "Carlos" })).status).toBe(200);
    expect((await fetch(`${a.url}/driver/${token}`)).status).toBe(200);
    await driverPost(a, token, { step: "picked-up" });
    await driverPost(a, token, { step: "on-the-way" });
    expect((await driverPost(a, token, { step: "delivered", receivedBy: "\u202eCarlos" })).status).toBe(400);
    // Cancelled by staff: the link is dead on both processes.
    const [{ revision }] = (
      (await database.db.execute(`select revision from delivery_requests where id = ${id}`)) as unknown as {
        rows: Array<{ revision: number }>;
      }
    ).rows as [{ revision: number }];
    expect(
      await changeDelivery(services, { id, revision }, { kind: "cancel", reason: "Cliente ausente" }, staff),
    ).toMatchObject({ ok: true });
    for (const site of [a, b]) expect((await fetch(`${site.url}/driver/${token}`)).status).toBe(410);
    expect((await positionPost(b, token, JSON.stringify({ latitude: -8.9, longitude: 13.3 }))).status).toBe(410);
  });

  it("keeps the driver's photo at the door privately, by its content, and erases it with the delivery", async () => {
    const [a] = sites as [SiteProcess];
    const fileStore = await openLocalFileStore(path.join(dataDirs[0]!, "uploads"));
    const moved = async () => {
      const delivery = await dispatched();
      await driverPost(a, delivery.token, { step: "picked-up" });
      await driverPost(a, delivery.token, { step: "on-the-way" });
      return delivery;
    };
    const deliver = (token: string, photo: { name: string; type: string; bytes: Buffer }) => {
      const form = new FormData();
      form.set("step", "delivered");
      form.set("receivedBy", "Carlos Neto");
      form.set("proof", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
      return browserPost(`${a.url}/driver/${token}?lng=en`, { body: form });
    };
    const statusOf = async (id: number) =>
      (
        (await database.db.execute(
          `select status, proof_file_key from delivery_requests where id = ${id}`,
        )) as unknown as {
          rows: Array<{ status: string; proof_file_key: string | null }>;
        }
      ).rows[0]!;
    // Not a picture, whatever its name and type say; a picture cut short; too large: refused, nothing moves.
    const refused = await moved();
    for (const photo of [
      { name: "door.png", type: "image/png", bytes: sample.html() },
      { name: "door.jpg", type: "image/jpeg", bytes: sample.truncated(sample.jpeg()) },
      { name: "door.pdf", type: "application/pdf", bytes: sample.pdf() },
      { name: "door.png", type: "image/png", bytes: Buffer.concat([sample.png(), Buffer.alloc(9 * 1024 * 1024)]) },
    ]) {
      const answer = await deliver(refused.token, photo);
      expect(answer.status, photo.name).toBe(400);
      expect(await answer.text()).toContain("The photo was not accepted");
      expect(await statusOf(refused.id)).toEqual({ status: "on-the-way", proof_file_key: null });
    }
    const { reference, id, token } = await moved();
    const photo = sample.png();
    expect((await deliver(token, { name: "porta.png", type: "image/png", bytes: photo })).status).toBe(200);
    const stored = await statusOf(id);
    expect(stored.status).toBe("delivered");
    expect(stored.proof_file_key).toMatch(/^delivery-proofs\/[0-9a-f-]{36}\.png$/);
    const download = await downloadDeliveryProof({ database, fileStore } as never, reference, {
      actor: { id: null, name: "Operações" } as never,
      headOnly: false,
    });
    expect(download?.headers.get("content-disposition")).toMatch(/^attachment; filename="KX-.*-proof\.png"/);
    expect(Buffer.from(await download!.arrayBuffer()).equals(photo)).toBe(true);
    expect(await fileStore.exists(stored.proof_file_key!)).toBe(true);
    await eraseSubmission({ database, fileStore, logger: console as never }, "deliveries", { id }, "request");
    expect(await fileStore.exists(stored.proof_file_key!)).toBe(false);
  });

  it("a tracking number not found says so, and past TRACKING_MISS_LIMIT every lookup from that address waits", async () => {
    const [a] = sites as [SiteProcess];
    const { reference } = await dispatched();
    const lookup = (number: string) => fetch(`${a.url}/track?number=${encodeURIComponent(number)}&lng=en`);
    expect((await lookup(reference.toLowerCase().replace(/-/g, " "))).status).toBe(200);
    for (const guess of ["KX-2222-2222", "KX-3333-3333", "<script>", "' OR 1=1 --", "KX-4444-4444"]) {
      const answer = await lookup(guess);
      expect(answer.status).toBe(404);
      const page = await answer.text();
      expect(page).toContain("We found no delivery with the number");
      expect(page).not.toContain("<script>");
    }
    const limited = await lookup(reference);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many numbers not found from this connection");
  });

  it("an erasure takes a delivery's row, positions, e-mails and reasons, and keeps the lines of who did what", async () => {
    const [a] = sites as [SiteProcess];
    const reference = await submitDelivery(a, { email: "luc@example.fr" });
    const id = await idOf(reference);
    await changeDelivery(
      services,
      { id, revision: 1 },
      { kind: "confirm", price: 5000, reason: "Ana Silva pediu urgência" },
      staff,
    );
    const driver = { name: "João Baptista", phone: "+244931222333", vehicle: "moto" as const, applicationId: null };
    const sent = await changeDelivery(services, { id, revision: 2 }, { kind: "dispatch", driver }, staff);
    expect(
      (
        await positionPost(
          a,
          (sent as { driverLink: string }).driverLink,
          JSON.stringify({ latitude: -8.9, longitude: 13.3 }),
        )
      ).status,
    ).toBe(204);
    const rows = async (query: string) =>
      ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(await rows(`select 1 from outbox where inbox = 'deliveries' and record_id = ${id}`)).toHaveLength(4);
    const erased = await eraseSubmission(
      { database, fileStore: null as never, logger: console as never },
      "deliveries",
      { id },
      "request",
    );
    expect(erased.outcome).toBe("erased");
    expect(await rows(`select 1 from delivery_requests where id = ${id}`)).toHaveLength(0);
    expect(await rows(`select 1 from delivery_positions where delivery_id = ${id}`)).toHaveLength(0);
    expect(await rows(`select 1 from outbox where inbox = 'deliveries' and record_id = ${id}`)).toHaveLength(0);
    const history = await rows(
      `select action, detail from record_history where inbox = 'deliveries' and record_id = ${id} order by id`,
    );
    expect(history.map((line) => line.action)).toEqual(["status", "driver", "erasure"]);
    expect(JSON.stringify(history)).not.toContain("Ana Silva");
  });

  it("counts on the dashboard what waits for a price, for a driver, and what is late on the 2-hour promise", async () => {
    const before = await deliveryCounts(database.db);
    const waiting = await submitDelivery(sites[0]!, { email: "" });
    const late = await submitDelivery(sites[1]!, { email: "", when: "now" });
    await database.db.execute(
      `update delivery_requests set created_at = now() - interval '3 hours' where reference = '${late}'`,
    );
    const after = await deliveryCounts(database.db);
    expect(after.toConfirm - before.toConfirm).toBe(2);
    expect(after.late - before.late).toBe(1);
    const id = await idOf(waiting);
    await changeDelivery(
      services,
      { id, revision: 1 },
      { kind: "confirm", price: 3900, reason: "Cliente habitual" },
      staff,
    );
    expect((await deliveryCounts(database.db)).toDispatch - before.toDispatch).toBe(1);
  });
});
