import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the shop under test runs. The port and data directory are chosen once per run and
 * handed to the worker processes through the environment.
 */
function choose(): { port: number; dataDir: string } {
  if (!process.env.E2E_PORT) {
    process.env.E2E_PORT = String(20_000 + Math.floor(Math.random() * 20_000));
    process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  }
  return { port: Number(process.env.E2E_PORT), dataDir: process.env.E2E_DATA_DIR! };
}

const { port, dataDir } = choose();

export const e2eServer = {
  port,
  dataDir,
  baseUrl: `http://127.0.0.1:${port}`,
};
