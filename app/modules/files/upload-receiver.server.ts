import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, Writable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { hasControlCharacter } from "~/lib/text-rules";

/** A file of the request, written to the incoming folder as it arrived, byte by byte, never whole in memory. */
export type SpooledFile = {
  field: string;
  /** The name the browser gave, as sent (it may hold anything: it is never used as a path). */
  originalName: string;
  path: string;
  /** Bytes kept: at most the per-file limit plus one. */
  size: number;
  /** The file went past the per-file limit; the rest of it was read and thrown away. */
  tooLarge: boolean;
};

export type ReceivedForm = {
  fields: Map<string, string>;
  /** Text fields longer than the limit (their value is cut). */
  truncatedFields: Set<string>;
  files: SpooledFile[];
};

/** `bad-file-name`: a part's file name holds a control character or is absurdly long. */
export type ReceiveProblem = "not-multipart" | "too-large" | "malformed" | "bad-file-name" | "stalled";

export class UploadRefused extends Error {
  constructor(
    readonly problem: ReceiveProblem,
    /** The field of the part refused (`bad-file-name`). */
    readonly field?: string,
  ) {
    super(`upload refused: ${problem}`);
    this.name = "UploadRefused";
  }
}

export type ReceiveLimits = {
  incomingDir: string;
  /** Bytes of one file (a file of exactly this size is accepted). */
  maxFileBytes: number;
  /** Bytes of the whole request body; past it the request is cut off. */
  maxRequestBytes: number;
  /** The body is ended (and its files removed) when no byte arrives for this long. */
  idleTimeoutMs: number;
  fileFields: readonly string[];
  /** Bytes of one text field (default 16 KB); a longer one is cut and listed in `truncatedFields`. */
  maxFieldBytes?: number;
};

/** Longer than any file name a system keeps (255 bytes): a part named so is not a browser's upload. */
const MAX_PART_NAME_LENGTH = 1024;

/** Ends the body when it stalls: a slow client must not hold a socket and a spooled file for minutes. */
class IdleLimit extends Transform {
  private timer: NodeJS.Timeout;
  constructor(private readonly idleMs: number) {
    super();
    this.timer = this.arm();
  }
  private arm() {
    return setTimeout(() => this.destroy(new UploadRefused("stalled")), this.idleMs).unref();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    clearTimeout(this.timer);
    this.timer = this.arm();
    callback(null, chunk);
  }
  override _flush(callback: TransformCallback) {
    clearTimeout(this.timer);
    callback();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    clearTimeout(this.timer);
    callback(error);
  }
}

/** Counts the bytes of the request body and stops it past the limit. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new UploadRefused("too-large"));
    else callback(null, chunk);
  }
}

/**
 * Streams a multipart/form-data request: text fields into memory (small, capped), each file of an
 * expected field to its own randomly named file in the incoming folder while counting its bytes.
 * Files of other fields are read and dropped. On any failure, the spooled files are removed.
 */
export async function receiveMultipart(request: Request, limits: ReceiveLimits): Promise<ReceivedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) throw new UploadRefused("not-multipart");
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > limits.maxRequestBytes) throw new UploadRefused("too-large");

  const form: ReceivedForm = { fields: new Map(), truncatedFields: new Set(), files: [] };
  const writes: Array<Promise<void>> = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Keep the names as sent, so a crafted path is seen and refused rather than silently shortened.
      preservePath: true,
      defParamCharset: "utf8",
      limits: {
        // Busboy flags a file that reaches the limit, so one byte more lets a file of exactly the maximum through.
        fileSize: limits.maxFileBytes + 1,
        files: 6,
        fields: 20,
        fieldSize: limits.maxFieldBytes ?? 16 * 1024,
        parts: 30,
        headerPairs: 20,
      },
    });
  } catch {
    throw new UploadRefused("malformed");
  }

  let badName: string | null = null;
  const fileStreams: Readable[] = [];
  parser.on("file", (field, stream, info) => {
    const name = info.filename ?? "";
    if (name.length > MAX_PART_NAME_LENGTH || hasControlCharacter(name)) {
      // Read and drop it: answering before the body is read would reset the connection.
      badName ??= field;
      stream.resume();
      return;
    }
    // An empty file input is sent as a part with an empty name and no content.
    if (!limits.fileFields.includes(field) || (info.filename ?? "") === "") {
      stream.resume();
      return;
    }
    const spooled: SpooledFile = {
      field,
      originalName: info.filename ?? "",
      path: path.join(limits.incomingDir, randomUUID()),
      size: 0,
      tooLarge: false,
    };
    form.files.push(spooled);
    fileStreams.push(stream);
    stream.on("limit", () => {
      spooled.tooLarge = true;
    });
    stream.on("data", (chunk: Buffer) => {
      spooled.size += chunk.length;
    });
    writes.push(pipeline(stream, createWriteStream(spooled.path, { flags: "wx" })));
  });
  parser.on("field", (field, value, info) => {
    if (form.fields.has(field)) return;
    form.fields.set(field, value);
    if (info.valueTruncated) form.truncatedFields.add(field);
  });

  try {
    const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    const feed = feedParser(parser);
    await pipeline(body, new IdleLimit(limits.idleTimeoutMs), new ByteLimit(limits.maxRequestBytes), feed.sink);
    if (feed.failure()) throw feed.failure();
    await Promise.all(writes);
    if (badName !== null) throw new UploadRefused("bad-file-name", badName);
    return form;
  } catch (error) {
    // A body cut short leaves the file being written open: end it, so its spooled copy can be removed.
    for (const stream of fileStreams) stream.destroy();
    parser.destroy();
    await Promise.allSettled(writes);
    await discardSpooled(form.files);
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused("malformed");
  }
}

/**
 * Feeds the body to the parser. Once the parser refuses it (a malformed part), the rest of the body is
 * still read (within the byte and idle limits) and dropped: answering before the client has finished
 * sending would reset the connection instead of delivering the 400.
 */
function feedParser(parser: busboy.Busboy): { sink: Writable; failure: () => Error | null } {
  let failure: Error | null = null;
  parser.on("error", (error: Error) => {
    failure ??= error;
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (failure) callback();
      else parser.write(chunk, () => callback());
    },
    final(callback) {
      if (failure) callback();
      else parser.end(() => callback());
    },
  });
  return { sink, failure: () => failure };
}

export async function discardSpooled(files: SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
