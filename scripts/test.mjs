// Runs every test of every runner (Vitest: domain, server on SQLite and PostgreSQL, web;
// Playwright: e2e in Chromium) and ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const out = path.join(root, '.tmp');
fs.mkdirSync(out, { recursive: true });
const ci = process.env.CI === 'true';
const extraArgs = process.argv.slice(2);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

// --- Vitest ------------------------------------------------------------------------------
const postgresUp = await canConnect('127.0.0.1', 5432);
const projects = ['domain', 'server-sqlite', 'web'];
if (postgresUp) projects.push('server-postgres');
else if (ci) {
  console.error('PostgreSQL does not answer on 127.0.0.1:5432, and CI=true requires it.');
  failed += 1;
} else
  console.warn(
    'PostgreSQL does not answer on 127.0.0.1:5432: skipping the server tests on PostgreSQL.',
  );

const vitestJson = path.join(out, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...extraArgs,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // a file that fails to load has no tests but must not pass silently
  failed += vitest.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
} else {
  console.error('Vitest wrote no report.');
  failed += 1;
}

// --- Playwright --------------------------------------------------------------------------
if (process.env.SKIP_E2E === 'true') {
  console.warn('SKIP_E2E=true: end-to-end tests not run.');
} else {
  const build = run('npm', ['run', 'build']);
  const playwrightJson = path.join(out, 'playwright.json');
  fs.rmSync(playwrightJson, { force: true });
  if (build !== 0) {
    console.error('The web client did not build; end-to-end tests cannot run.');
    failed += 1;
  } else {
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    const report = readJson(playwrightJson);
    if (report?.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    } else {
      console.error('Playwright wrote no report.');
      failed += 1;
    }
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
