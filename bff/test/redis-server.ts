import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** A free loopback port (the OS picks one, then it is released for redis-server). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((r) => server.close(r));
  return port;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/**
 * Debian's redis-server on a free port, without persistence; stopped (and started again on the
 * same port) by its own pid.
 */
export async function redisServer(): Promise<{
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100 && !(await accepts(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  };
  // A test run that is cut short (a timeout, Ctrl-C) must not leave a redis-server behind.
  process.once('exit', () => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
  });
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start };
}
