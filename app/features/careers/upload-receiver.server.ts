import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

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

export type ReceiveProblem = "not-multipart" | "too-large" | "malformed";

export class UploadRefused extends Error {
  constructor(readonly problem: ReceiveProblem) {
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
  fileFields: readonly string[];
};

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
        fieldSize: 16 * 1024,
        parts: 30,
        headerPairs: 20,
      },
    });
  } catch {
    throw new UploadRefused("malformed");
  }

  parser.on("file", (field, stream, info) => {
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
    await pipeline(body, new ByteLimit(limits.maxRequestBytes), parser);
    await Promise.all(writes);
    return form;
  } catch (error) {
    await Promise.allSettled(writes);
    await discardSpooled(form.files);
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused("malformed");
  }
}

export async function discardSpooled(files: SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
