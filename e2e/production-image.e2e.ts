import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { dockerfileStages, emulateStage, startStage } from './support/dockerfile-stage.ts';

const root = path.resolve(import.meta.dirname, '..');

async function ready(url: string, timeoutMs: number, running: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * The Dockerfile's runtime stage, built without a container engine (none runs in CI, decisions
 * 079 and 087): its files copied as its COPY lines say (the production install's stage first),
 * its command started as its non-root user on an empty data directory (SQLite, demo data).
 */
test("the image's runtime stage serves the shop as a non-root user with production dependencies only", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stages = dockerfileStages(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  expect(stages.has('runtime'), 'a stage named runtime').toBe(true);
  const stage = emulateStage(root, stages, 'runtime');
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const server = startStage(stage, { PORT: String(port), HOST: '127.0.0.1' });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    server.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  try {
    const modules = path.join(stage.workdir, 'node_modules');
    expect(fs.existsSync(path.join(modules, 'fastify'))).toBe(true);
    // typescript comes along as npm installs optional peers (devOptional in the lock file)
    const devTools = ['vite', 'vitest', 'eslint', 'prettier', '@playwright/test', 'kysely-codegen'];
    for (const dev of devTools) {
      expect(fs.existsSync(path.join(modules, dev)), `${dev} is a development dependency`).toBe(
        false,
      );
    }

    const base = `http://127.0.0.1:${port}`;
    expect(await ready(`${base}/api/ready`, 180_000, () => running), output).toBe(true);
    console.log(`runtime stage ready; RUN lines left to the host: ${stage.skipped.join('; ')}`);
    if (process.getuid?.() === 0) {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).not.toBe('0');
    }
    const check = spawnSync('sh', ['-c', stage.healthcheck!], {
      cwd: stage.workdir,
      env: { PATH: process.env.PATH ?? '', ...stage.env, PORT: String(port) },
    });
    expect(check.status, 'the HEALTHCHECK command').toBe(0);

    await page.goto(`${base}/de/en`);
    await expect(page.getByRole('region', { name: 'New articles', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('article').first()).toBeVisible();

    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(stage.workdir, { recursive: true, force: true });
  }
});
