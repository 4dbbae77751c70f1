// nginx as a reference row of the per-user bench: Debian's package (`apt-get install nginx`),
// started with a config of its own in a temporary directory, proxying to the stand-in over an
// upstream keep-alive pool. The bench sends it the very request it sends the stand-in directly
// (same URL, same PHPSESSID): the best reverse proxy of its kind doing the same hop as the bare
// hop and the BFF. One worker process, as the BFF and the bare hop are one process each.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SKIPPED_NGINX = 'skipped: nginx not installed';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const config = (dir: string, port: number, upstream: URL) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 75s;
  keepalive_requests 100000;
  upstream legacy {
    server ${upstream.host};
    keepalive 64;
    keepalive_requests 100000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://legacy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering on;
    }
  }
}
`;

/** CPU time (user + system) of a process so far, in microseconds, from /proc. */
async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces): utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / 100; // USER_HZ is 100 on Linux
}

/**
 * nginx in front of `upstream`, or null when it is not installed. `ask('cpu')` answers its worker
 * processes' CPU time (the master only starts them), like the bench's own children.
 */
export async function nginxHop(upstream: string) {
  if (!existsSync(NGINX)) return null;
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  await writeFile(join(dir, 'nginx.conf'), config(dir, port, new URL(upstream)));
  const master = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (master.exitCode !== null) throw new Error(`nginx exited with ${master.exitCode}`);
    try {
      await fetch(`${url}/__standin/nginx-ready`);
      break;
    } catch {
      if (i > 100) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const workers = async () => {
    const children = await readFile(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8');
    return children.split(' ').filter(Boolean).map(Number);
  };
  const cpu = async () => {
    let total = 0;
    for (const pid of await workers()) total += await cpuOf(pid);
    return total;
  };
  return {
    url,
    ask: async <T>(kind: string): Promise<T> => {
      if (kind !== 'cpu') throw new Error(`nginx: no answer to ${kind}`);
      return (await cpu()) as T;
    },
    close: async () => {
      const exited = new Promise((resolve) => master.once('exit', resolve));
      master.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
