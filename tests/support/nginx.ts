import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./site-process";

/** nginx on the machine: Debian's nginx-light is installed when missing (as root), as the throughput bench does. */
function ensureNginx() {
  try {
    execFileSync("sh", ["-c", "command -v nginx"], { stdio: "ignore" });
  } catch {
    if (process.getuid?.() !== 0) throw new Error("nginx is missing: `apt-get install -y nginx-light`, then again");
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit" });
  }
}

export type Nginx = { url: string; stop: () => Promise<void> };

/**
 * nginx in front of several site processes, configured as docs/deployment.md says: the client's address in
 * X-Forwarded-For, and a request whose process went away passed to the next one, posts included (every form
 * post carries its key: a post the dead process had stored is stored once).
 */
export async function startNginx(upstreams: string[], port?: number): Promise<Nginx> {
  ensureNginx();
  const work = await mkdtemp(path.join(tmpdir(), "kamba-nginx-"));
  await mkdir(path.join(work, "tmp"), { mode: 0o777 });
  const listen = port ?? (await freePort());
  const conf = path.join(work, "nginx.conf");
  await writeFile(
    conf,
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  upstream kamba {
${upstreams.map((upstream) => `    server ${new URL(upstream).host} max_fails=1 fail_timeout=30s;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 25m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_next_upstream error timeout non_idempotent;
    location / { proxy_pass http://kamba; }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  const url = `http://127.0.0.1:${listen}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
