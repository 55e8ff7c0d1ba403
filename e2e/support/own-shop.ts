import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A shop of one test's own: the operator's commands and the built server run on a data directory
 * the test made, beside the shared shop of the global setup.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const builtServer = path.join(root, 'packages/server/dist/server/main.mjs');

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the server's operator commands as its npm script does (tsx, from the repository). */
export function runCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    // npm names the directory the command was typed in; the commands resolve paths against it
    env: { ...process.env, INIT_CWD: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface OwnShop {
  /** everything the shop printed so far */
  output(): string;
  /** SIGTERM, and SIGKILL when it has not stopped within 10 s */
  stop(): Promise<void>;
}

async function ready(base: string, shop: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  // the start prints what it seeded before it announces the address, after the health answers
  while (Date.now() < deadline && shop.exitCode === null) {
    const status = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200 && output().includes(`The shop runs at ${base}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop at ${base} did not start:\n${output()}`);
}

/**
 * Starts the built server as `npm start` does (the e2e run has built it), on 127.0.0.1:`port`;
 * resolves when it answers and has announced its address.
 */
export async function startOwnShop(port: number, env: NodeJS.ProcessEnv): Promise<OwnShop> {
  if (!fs.existsSync(builtServer)) throw new Error('Build the shop first: npm run build');
  const shop = spawn(process.execPath, ['--max-old-space-size=1024', builtServer], {
    cwd: path.join(root, 'packages/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  shop.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  shop.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<boolean>((resolve) => shop.once('exit', () => resolve(true)));
  const stop = async () => {
    if (shop.exitCode !== null || shop.signalCode !== null) return;
    shop.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, 10_000, false)));
    if (!(await Promise.race([exited, late]))) shop.kill('SIGKILL');
    clearTimeout(timer);
    await exited;
  };
  try {
    await ready(`http://127.0.0.1:${port}`, shop, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return { output: () => printed, stop };
}
