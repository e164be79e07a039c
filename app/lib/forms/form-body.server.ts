/**
 * Reads a form's body, for every form of the site, public or back-office: capped in size, ended when it
 * stalls, refused when it is not a form. Each refusal says which form-level message to show.
 */
import { formErrors } from "./field-names";

export type Rejection = {
  status: 400 | 408 | 413 | 415 | 429;
  formError: string;
  retryAfterSeconds?: number;
  /** The rest of the body was not read: the connection must not carry another request. */
  closeConnection?: boolean;
};

/** `Retry-After` of a 503 while the database is away: long enough for a restart, short enough to wait for. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

/** Default cap for a form without files: far above any valid submission (~10 KB). */
export const MAX_FORM_BYTES = 64 * 1024;

/** The next chunk of a body, or "stalled" when none arrives within `idleMs`. */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<"stalled">((resolve) => {
    timer = setTimeout(() => resolve("stalled"), idleMs);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** How much of a refused body is still read (and dropped) so that the refusal arrives whole. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** Reads the rest of a body without keeping it; false when it runs past the drain limit or stalls. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number): Promise<boolean> {
  let size = 0;
  for (;;) {
    const chunk = await nextChunk(reader, idleMs);
    if (chunk === "stalled") return false;
    if (chunk.done) return true;
    size += chunk.value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) return false;
  }
}

/**
 * Reads a url-encoded or multipart body of at most `maxBytes`, without buffering more than that; a body
 * that sends nothing for `idleMs` is ended (408), so a stalled client does not hold the request.
 */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
  idleMs = 30_000,
): Promise<FormData | Rejection> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return { status: 415, formError: formErrors.rejected };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  // Answering while the client still sends can reset the connection under the answer: a body of
  // reasonable size is read to its end (and dropped) first; a huge one gets its connection closed.
  const tooLarge = async (reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Rejection> => {
    const drained = await drain(reader, idleMs);
    if (!drained) await reader.cancel().catch(() => {});
    return { status: 413, formError: formErrors.tooLarge, closeConnection: !drained };
  };
  if (declared > DRAIN_LIMIT_BYTES) return { status: 413, formError: formErrors.tooLarge, closeConnection: true };
  if (declared > maxBytes && request.body) return tooLarge(request.body.getReader());
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const chunk = await nextChunk(reader, idleMs);
      if (chunk === "stalled") {
        await reader.cancel().catch(() => {});
        return { status: 408, formError: formErrors.rejected, closeConnection: true };
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(reader);
      chunks.push(value);
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    return { status: 400, formError: formErrors.rejected };
  }
}
