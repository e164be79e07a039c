import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Settings } from "~/config/env.server";
import { s3Client } from "~/modules/files/file-store.server";

/** Backups go under this folder of the bucket (beside the stored files' folders, never among them). */
const folderIn = (settings: S3Settings) => `${settings.prefix}backups/`;
const BACKUP_NAME = /^kamba-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** Copies a backup archive into the bucket (private, like every stored file); answers its address. */
export async function uploadBackup(settings: S3Settings, file: string): Promise<string> {
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const key = `${folderIn(settings)}${path.basename(file)}`;
  await (
    await s3Client(settings)
  ).send(
    new PutObjectCommand({
      Bucket: settings.bucket,
      Key: key,
      Body: createReadStream(file),
      ContentLength: (await stat(file)).size,
      ContentType: "application/gzip",
    }),
  );
  return `s3://${settings.bucket}/${key}`;
}

/** Keeps the newest `keep` backups in the bucket (their names sort by time) and deletes the others. */
export async function pruneBucketBackups(settings: S3Settings, keep: number) {
  const { ListObjectsV2Command, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  const client = await s3Client(settings);
  const names: string[] = [];
  let continuation: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: settings.bucket,
        Prefix: folderIn(settings),
        ContinuationToken: continuation,
      }),
    );
    for (const object of page.Contents ?? []) {
      const name = (object.Key ?? "").slice(folderIn(settings).length);
      if (BACKUP_NAME.test(name)) names.push(name);
    }
    continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuation);
  for (const name of names.sort().reverse().slice(keep))
    await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: `${folderIn(settings)}${name}` }));
}

/**
 * An archive named `s3://bucket/…/kamba-backup-….tar.gz` (what `npm run backup` printed), fetched from the
 * bucket of the S3_* settings into a temporary file: its path.
 */
export async function fetchBackup(settings: S3Settings, address: string): Promise<string> {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(address);
  if (!match || match[1] !== settings.bucket || !BACKUP_NAME.test(path.basename(match[2]!)))
    throw new Error(`not a backup in the bucket ${settings.bucket}: ${address}`);
  const { GetObjectCommand } = await import("@aws-sdk/client-s3");
  const object = await (
    await s3Client(settings)
  ).send(new GetObjectCommand({ Bucket: settings.bucket, Key: match[2] }));
  const file = path.join(await mkdtemp(path.join(tmpdir(), "kamba-restore-")), path.basename(match[2]!));
  await pipeline(object.Body as Readable, createWriteStream(file, { mode: 0o600 }));
  return file;
}
