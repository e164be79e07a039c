// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each hashed asset of the client build,
// where it is smaller, so the server sends them as they are (server/precompressed-assets.ts) rather
// than compressing the same file for every visitor. Run by the build (vite.config.ts) after the client
// bundle is written; also runnable on its own: node scripts/precompress-assets.mjs [folder].
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

export async function precompressAssets(folder) {
  let written = 0;
  let before = 0;
  let after = 0;
  for (const name of await readdir(folder)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(folder, name);
    if (!(await stat(file)).isFile()) continue;
    const source = await readFile(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    before += source.length;
    after += brotli.length;
    if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < source.length) await writeFile(`${file}.gz`, gzip);
    written += 1;
  }
  return { written, before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder =
    process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client/assets");
  const { written, before, after } = await precompressAssets(folder);
  console.log(
    `precompressed ${written} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
  );
}
