import { browserPost } from "./browser-post";
import type { SiteProcess } from "./site-process";
import { postApplication, validForms } from "./submissions";

/**
 * Visitors and a member of staff using the site without pause, as during a database outage: each
 * public form sends a new submission as soon as the last one was taken, and sends the same one again
 * (its key and what was typed) while the site answers 503, as a visitor presses "send" again. Every
 * answer is tallied; an answer a visitor should never get (a 5xx other than 503, a 503 without
 * Retry-After or without what they typed, a closed connection) is kept with what was sent.
 */
export type FormName = "contact" | "driver" | "proposal" | "application";
export const formNames: FormName[] = ["contact", "driver", "proposal", "application"];

type Submission = { key: string; fields: Record<string, string> };
type Answer = { status: number | string; reference?: string; problem?: string };

const REFERENCE = /KX-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const formPaths: Record<Exclude<FormName, "application">, string> = {
  contact: "/contact",
  driver: "/drivers",
  proposal: "/enterprise",
};

/** A new submission of each form, told apart by `mark` in a field a 503 page must give back. */
const newFields: Record<FormName, (mark: string) => Record<string, string>> = {
  contact: (mark) => ({ ...validForms.contact(), message: `Pedido de orçamento número ${mark} para entregas.` }),
  driver: (mark) => ({ ...validForms.driver(), licenseNumber: `LA-${mark}` }),
  proposal: (mark) => ({ ...validForms.proposal(), companyName: `Farmácia ${mark}` }),
  application: (mark) => ({
    motivation: `Conheço bem Luanda, candidatura ${mark}.`,
    submissionKey: crypto.randomUUID(),
  }),
};

function newSubmission(form: FormName, serial: number): Submission {
  const fields = newFields[form](`n${serial}`);
  return { key: fields.submissionKey!, fields };
}

/** A value the visitor typed that a 503 page must give back to them. */
const typedValue = (form: FormName, fields: Record<string, string>) =>
  form === "contact" ? fields.message : form === "driver" ? fields.licenseNumber : fields.companyName;

async function send(site: SiteProcess, form: FormName, jobId: string, { fields }: Submission): Promise<Answer> {
  if (form === "application") return sendApplication(site, jobId, fields);
  const response = await browserPost(`${site.url}${formPaths[form]}`, {
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "language=pt" },
    body: new URLSearchParams(fields),
  });
  const body = await response.text();
  if (response.status === 200) return { status: 200, reference: REFERENCE.exec(body)?.[0] };
  if (response.status !== 503) return { status: response.status, problem: body.slice(0, 200) };
  if (!response.headers.get("retry-after")) return { status: 503, problem: "no Retry-After" };
  if (!body.includes(typedValue(form, fields) ?? "")) return { status: 503, problem: "what was typed is lost" };
  return { status: 503 };
}

async function sendApplication(site: SiteProcess, jobId: string, fields: Record<string, string>): Promise<Answer> {
  const response = await postApplication(site, jobId, fields);
  const answer = (await response.json().catch(() => ({}))) as { reference?: string; failure?: string };
  if (response.status === 201 || response.status === 200)
    return { status: response.status, reference: answer.reference };
  if (response.status !== 503) return { status: response.status, problem: JSON.stringify(answer).slice(0, 200) };
  if (!response.headers.get("retry-after")) return { status: 503, problem: "no Retry-After" };
  return { status: 503 };
}

/** A request that did not get an HTTP answer at all: the process is gone or dropped it. */
const unanswered = (error: unknown): Answer => ({
  status: "no answer",
  problem: String((error as { cause?: { code?: string } }).cause?.code ?? error),
});

export type Traffic = {
  /** Stops sending new submissions; resolves when every pending one was taken (or gave up). */
  stop(): Promise<void>;
  /** The submission key of every submission sent, acknowledged or not. */
  sent: Record<FormName, string[]>;
  acknowledged: Record<FormName, Array<{ key: string; reference: string }>>;
  /** How many answers of each status each form and the staff's pages got. */
  statuses: Record<string, Record<string, number>>;
  unexpected: string[];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the visitors (one per public form, plus one reading pages) and a member of staff reading an
 * inbox (`staffGet` answers an address's status with their session).
 */
export function startTraffic(site: SiteProcess, jobId: string, staffGet: (path: string) => Promise<number>): Traffic {
  let sending = true;
  let serial = 0;
  const giveUpAt = () => Date.now() + 30_000;
  const traffic: Traffic = {
    stop: async () => {
      sending = false;
      await Promise.all(loops);
    },
    sent: { contact: [], driver: [], proposal: [], application: [] },
    acknowledged: { contact: [], driver: [], proposal: [], application: [] },
    statuses: {},
    unexpected: [],
  };
  const tally = (who: string, answer: Answer) => {
    const counts = (traffic.statuses[who] ??= {});
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    if (answer.problem) traffic.unexpected.push(`${who}: ${answer.status} ${answer.problem}`);
  };

  const visitor = async (form: FormName) => {
    while (sending) {
      const submission = newSubmission(form, ++serial);
      traffic.sent[form].push(submission.key);
      // The same submission until it is taken: after the traffic stops, until the database answers again.
      for (let deadline = giveUpAt(); ;) {
        const answer = await send(site, form, jobId, submission).catch(unanswered);
        tally(form, answer);
        if (answer.reference) {
          traffic.acknowledged[form].push({ key: submission.key, reference: answer.reference });
          break;
        }
        // Busy, or no answer at all: the page keeps the submission and sends it again (ADR 040). A
        // missing answer still counts as unexpected: only a test that kills a process allows it.
        if (answer.problem && answer.status !== 503 && answer.status !== "no answer") break;
        if (Date.now() > deadline) {
          traffic.unexpected.push(`${form}: not taken within 30 s of the end`);
          break;
        }
        if (sending) deadline = giveUpAt();
        await pause(100);
      }
    }
  };
  const reader = async (who: string, paths: string[], get: (path: string) => Promise<number>) => {
    for (let turn = 0; sending; turn++) {
      const status = await get(paths[turn % paths.length]!).catch((error: unknown) => unanswered(error).status);
      // Pages degrade (200) or say "unavailable" (503) while the database is away (ADR 022); nothing else.
      tally(who, status === 200 || status === 503 ? { status } : { status, problem: paths[turn % paths.length] });
      await pause(50);
    }
  };
  const page = async (path: string) => (await fetch(`${site.url}${path}`)).status;
  const loops = [
    ...formNames.map(visitor),
    reader("pages", ["/", "/careers", `/careers/${jobId}`, "/services"], page),
    reader("staff", ["/admin/messages", "/admin", "/admin/drivers"], staffGet),
  ];
  return traffic;
}
