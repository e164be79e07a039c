// Run after `npm install` adds a package with native bindings. Adds lock entries for platform-only optional bindings the registry here does not serve,
// so `npm ci` sees a lock in sync with package.json; npm skips them on this platform anyway.
import fs from "node:fs";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries({ ...pkgs })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (pkgs[key] || pkgs[`${path}/node_modules/${name}`]) continue;
    const platform = name
      .split("/")
      .pop()
      .replace(/^(binding|resolver-binding)-/, "");
    const [os, cpuRaw] = platform.split("-");
    const cpu = {
      arm: "arm",
      arm64: "arm64",
      x64: "x64",
      ia32: "ia32",
      ppc64: "ppc64",
      riscv64: "riscv64",
      s390x: "s390x",
      loong64: "loong64",
      wasm32: "wasm32",
    }[cpuRaw];
    if (!cpu) {
      console.error("unknown", name);
      continue;
    }
    const version = range.replace(/^[\^~=]/, "");
    pkgs[key] = { version, dev: entry.dev, optional: true, os: os === "wasm32" ? undefined : [os], cpu: [cpu] };
    if (os === "wasm32") pkgs[key] = { version, dev: entry.dev, optional: true, cpu: ["wasm32"] };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
