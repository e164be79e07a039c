import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, constants, link, mkdir, readdir, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { S3Settings } from "~/config/env.server";

/**
 * Private storage of uploaded files (CVs, ID cards). Files are written under random keys, never at a
 * public URL: the local folder lives outside the static assets and a bucket keeps its default private
 * access. Staff read them back through `read` (the back-office), never through a link.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  /** Folder on this machine where uploads are spooled and checked before they enter the store. */
  readonly incomingDir: string;
  /** Moves a checked file into the store under `key`; never overwrites an existing file. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every stored file (not the spooled ones) with the time it was written. */
  list(): AsyncIterable<StoredFile>;
}

type StoredFile = { key: string; writtenAt: Date };

/**
 * Keys are `<folder>/<uuid>.<ext>`, or `<folder>/<uuid>-<width>.<ext>` for one size of a published
 * image: nothing a visitor typed ever reaches a path.
 */
const KEY = /^[a-z][a-z-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{2,4})?\.[a-z0-9]{1,5}$/;

/** The folders of applicants' files (CVs and ID cards): private, swept when no application names them. */
export const applicantFileFolders = { cv: "cvs", idCard: "id-cards" } as const;
/** The folder of drivers' photos at delivery: private, swept when no delivery names them. */
export const deliveryProofFolder = "delivery-proofs";

export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  return key;
}

const STALE_INCOMING_MS = 60 * 60 * 1000;

/** Removes spooled uploads left behind by a process that stopped mid-request (other processes' recent ones stay). */
async function sweepIncoming(folder: string, now = Date.now()) {
  await mkdir(folder, { recursive: true });
  for (const entry of await readdir(folder)) {
    const file = path.join(folder, entry);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_INCOMING_MS) await rm(file, { force: true, recursive: true });
  }
}

export async function openLocalFileStore(root: string): Promise<FileStore> {
  const storeRoot = path.resolve(root);
  const incomingDir = path.join(storeRoot, ".incoming");
  await sweepIncoming(incomingDir);
  const fullPath = (key: string) => path.join(storeRoot, checkedKey(key));
  return {
    kind: "local",
    incomingDir,
    async putFile(key, sourcePath) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // A hard link fails if the target exists: no overwrite, and no copy on the same disk.
        await link(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw error;
        await copyFile(sourcePath, target, constants.COPYFILE_EXCL);
      }
      await unlink(sourcePath).catch(() => {});
    },
    async read(key) {
      return createReadStream(fullPath(key));
    },
    async exists(key) {
      return stat(fullPath(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
    async *list() {
      const names = await readdir(storeRoot, { recursive: true }).catch(() => [] as string[]);
      for (const name of names) {
        const key = name.split(path.sep).join("/");
        if (!KEY.test(key)) continue;
        const info = await stat(path.join(storeRoot, name)).catch(() => null);
        if (info?.isFile()) yield { key, writtenAt: info.mtime };
      }
    },
  };
}

/** A client of the bucket the S3_* settings name (the SDK loads with the first use). */
export async function s3Client(settings: S3Settings) {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/** An S3-compatible bucket (AWS, MinIO, R2, …). Uploads are spooled on local disk, then sent with their length. */
export async function openS3FileStore(settings: S3Settings, incomingRoot: string): Promise<FileStore> {
  const { PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand, ListObjectsV2Command } =
    await import("@aws-sdk/client-s3");
  const client = await s3Client(settings);
  const incomingDir = path.resolve(incomingRoot);
  await sweepIncoming(incomingDir);
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  return {
    kind: "s3",
    incomingDir,
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
          ContentDisposition: "attachment",
        }),
      );
      await unlink(sourcePath).catch(() => {});
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      return object.Body as Readable;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async *list() {
      let continuation: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix,
            ContinuationToken: continuation,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? "").slice(settings.prefix.length);
          if (KEY.test(key)) yield { key, writtenAt: object.LastModified ?? new Date() };
        }
        continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuation);
    },
  };
}

export function openFileStore(settings: { dataDir: string; s3: S3Settings | null }): Promise<FileStore> {
  return settings.s3
    ? openS3FileStore(settings.s3, path.join(settings.dataDir, "uploads-incoming"))
    : openLocalFileStore(path.join(settings.dataDir, "uploads"));
}
