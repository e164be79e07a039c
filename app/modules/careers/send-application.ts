import { CONSENT_FIELD } from "~/lib/forms/field-names";
import {
  checkApplication,
  fileFields,
  textFields,
  type ApplicationIssue,
  type FileField,
  type SubmissionOutcome,
  type TextField,
} from "./application-rules";
import { acceptedSignatures, sniffFile } from "./file-signatures";

/** The request never got an answer: the network dropped or the connection was cut on the way. */
export const CONNECTION_LOST = "connection-lost";

/**
 * Sends the form with upload progress; resolves with the server's answer, or `CONNECTION_LOST` when
 * the request failed on the way (that says nothing about the files: ADR 040).
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<SubmissionOutcome["result"] | typeof CONNECTION_LOST> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const result = JSON.parse(request.responseText) as SubmissionOutcome["result"];
        resolve(
          typeof result === "object" && result && "ok" in result
            ? result
            : { ok: false, failure: "server", issues: [] },
        );
      } catch {
        resolve({ ok: false, failure: request.status === 413 ? "too-large" : "server", issues: [] });
      }
    };
    request.onerror = () => resolve(CONNECTION_LOST);
    request.ontimeout = request.onerror;
    request.send(body);
  });
}

/** The browser's own look at the chosen files: size and first bytes (the server checks them again). */
export async function checkInBrowser(form: HTMLFormElement): Promise<ApplicationIssue[]> {
  const data = new FormData(form);
  const text = Object.fromEntries(textFields.map((field) => [field, String(data.get(field) ?? "")])) as Record<
    TextField,
    string
  >;
  const chosen = Object.fromEntries(
    fileFields.map((field) => [
      field,
      data.getAll(field).filter((value): value is File => value instanceof File && value.name !== ""),
    ]),
  ) as Record<FileField, File[]>;
  const { normalisePhone } = await import("./phone");
  const { issues } = checkApplication({ ...text, consent: data.get(CONSENT_FIELD) === "on" }, chosen, normalisePhone);
  for (const field of fileFields) {
    const [file] = chosen[field];
    if (!file || chosen[field].length > 1 || issues.some((issue) => issue.field === field)) continue;
    const signature = await sniffFile(file);
    if (!signature || !(acceptedSignatures[field] as readonly string[]).includes(signature)) {
      issues.push({ field, code: field === "cv" ? "cvType" : "idCardType", name: file.name });
    }
  }
  return issues;
}
