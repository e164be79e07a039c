import * as sample from "./sample-files";
import { browserPost } from "./browser-post";
/** The site to send to: a started test site, or the browser tests' site. */
type SiteProcess = { url: string };

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * Submissions sent the way visitors send them (the public forms, over HTTP), so that the back-office
 * has real records on either database. Each returns the reference the visitor was shown.
 */
const REFERENCE = /KX-[0-9A-Z]{4}-[0-9A-Z]{4}/;

async function postForm(site: SiteProcess, path: string, fields: Record<string, string>, language = "pt") {
  const response = await browserPost(`${site.url}${path}`, {
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `language=${language}` },
    body: new URLSearchParams(fields),
  });
  const body = await response.text();
  check(response.status === 200, `${path} answered ${response.status}: ${body.slice(0, 300)}`);
  const reference = REFERENCE.exec(body)?.[0];
  check(reference, `no reference in the answer to ${path}`);
  return reference;
}

/** A valid submission of each public form, with its consent and a fresh submission key. */
export const validForms = {
  driver: (): Record<string, string> => ({
    firstName: "João",
    lastName: "Manuel",
    email: "",
    phone: "923 456 789",
    city: "luanda",
    vehicleType: "moto",
    licenseNumber: "LA-123456",
    experienceYears: "4",
    message: "",
    hasVehicle: "yes",
    consent: "on",
    submissionKey: crypto.randomUUID(),
  }),
  contact: (): Record<string, string> => ({
    name: "Ana Silva",
    email: "ana@example.ao",
    subject: "Pedido de orçamento",
    message: "Gostaria de receber um orçamento para entregas.",
    consent: "on",
    submissionKey: crypto.randomUUID(),
  }),
  proposal: (): Record<string, string> => ({
    firstName: "Maria",
    lastName: "Costa",
    companyName: "Farmácia Central",
    phone: "+244 222 123 456",
    email: "compras@farmacia.example",
    position: "Diretora de compras",
    contactMethod: "email",
    city: "Luanda",
    industry: "health",
    vehicleType: "van",
    monthlyDeliveries: "51-200",
    orderPreference: "web",
    message: "",
    consent: "on",
    submissionKey: crypto.randomUUID(),
  }),
  /**
   * A moto from Talatona to Viana, tomorrow at 10:00 in Luanda (by day: its price is the same whenever the
   * test runs, with no night surcharge), paid on delivery.
   */
  delivery: (): Record<string, string> => ({
    from: "talatona-luanda",
    to: "viana-luanda",
    vehicle: "moto",
    when: "later",
    day: new Date(Date.now() + 25 * 3_600_000).toISOString().slice(0, 10),
    time: "10:00",
    fromLandmark: "Em frente à farmácia Central",
    toLandmark: "",
    name: "Ana Silva",
    phone: "923 456 789",
    email: "ana@example.ao",
    recipientName: "Carlos Neto",
    recipientPhone: "912 345 678",
    description: "Duas caixas de documentos",
    weightKg: "3",
    paymentMethod: "cash-on-delivery",
    notes: "",
    consent: "on",
    submissionKey: crypto.randomUUID(),
  }),
};

export type DriverFields = Partial<
  Record<"firstName" | "lastName" | "email" | "phone" | "message" | "city" | "hasVehicle", string>
>;

export function submitDriver(site: SiteProcess, fields: DriverFields = {}, language = "pt") {
  return postForm(site, "/drivers", { ...validForms.driver(), ...fields }, language);
}

export function submitContact(site: SiteProcess, fields: Record<string, string> = {}, language = "pt") {
  return postForm(site, "/contact", { ...validForms.contact(), ...fields }, language);
}

export function submitProposal(site: SiteProcess, fields: Record<string, string> = {}, language = "pt") {
  return postForm(site, "/enterprise", { ...validForms.proposal(), ...fields }, language);
}

export function submitDelivery(site: SiteProcess, fields: Record<string, string> = {}, language = "pt") {
  return postForm(site, "/deliveries", { ...validForms.delivery(), ...fields }, language);
}

/** The id of a job offer open on the site's job board. */
export async function openJobId(site: SiteProcess): Promise<string> {
  const page = await (await fetch(`${site.url}/careers`)).text();
  const id = /\/careers\/([0-9a-f-]{36})/.exec(page)?.[1];
  check(id, "no open job offer on /careers");
  return id;
}

export type ApplicationFiles = { cv: { name: string; bytes: Buffer }; idCard: { name: string; bytes: Buffer } };

/** Posts a job application as the job page's script does (multipart, JSON answer); the answer as it came. */
export function postApplication(
  site: SiteProcess,
  jobId: string,
  fields: Record<string, string> = {},
  files: ApplicationFiles = {
    cv: { name: "cv.pdf", bytes: sample.pdf() },
    idCard: { name: "bi.png", bytes: sample.png() },
  },
  language = "pt",
): Promise<Response> {
  const body = new FormData();
  const all = {
    name: "Ana Maria Silva",
    email: "ana@example.ao",
    phone: "923 456 789",
    experienceYears: "3",
    motivation: "Conheço bem Luanda e gosto de trabalhar em equipa.",
    portfolio: "https://ana.example.ao/portfolio",
    consent: "on",
    website_url: "",
    submissionKey: crypto.randomUUID(),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  body.append("cv", new Blob([new Uint8Array(files.cv.bytes)]), files.cv.name);
  body.append("idCard", new Blob([new Uint8Array(files.idCard.bytes)]), files.idCard.name);
  return browserPost(`${site.url}/careers/${jobId}/apply`, {
    body,
    headers: { Accept: "application/json", cookie: `language=${language}` },
  });
}

export async function submitApplication(...args: Parameters<typeof postApplication>) {
  const response = await postApplication(...args);
  const answer = (await response.json()) as { ok: boolean; reference?: string };
  check(
    response.status === 201 && answer.reference,
    `the application answered ${response.status}: ${JSON.stringify(answer)}`,
  );
  return answer.reference;
}
