import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eServer } from './e2e-server.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the built shop with a fresh SQLite data directory; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('Build the web client first: npm run build');
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(e2eServer.port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eServer.dataDir,
      DATABASE_URL: '',
      SEED_ARTICLES: '400',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${e2eServer.baseUrl}/api/health`, 120_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(e2eServer.dataDir, { recursive: true, force: true });
  };
}
