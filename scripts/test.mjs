// Runs every test of every runner (Vitest: domain, messages, server on SQLite and PostgreSQL, web, and the
// runner's own test; Playwright: e2e in Chromium) and ends with one line:
// "N passed, N failed, N skipped". What fails the run: docs/decisions/019-test-runner-rules.md.
// A missing Chromium or LibreOffice is installed first, or the run stops before any test with the
// one command that installs it (docs/decisions/107-test-run-installs-chromium.md,
// docs/decisions/122-csv-in-the-buyers-spreadsheet.md).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  INSTALL_CHROMIUM,
  INSTALL_LIBREOFFICE,
  browserFacts,
  e2ePlan,
  judgePlaywright,
  judgeVitest,
  problemOutcome,
  root,
  run,
  runPlaywright,
  runVitest,
  spreadsheetPlan,
  spreadsheetPresent,
  summary,
} from './test-runner.mjs';

const out = path.join(root, '.tmp');
fs.mkdirSync(out, { recursive: true });
const ci = process.env.CI === 'true';
const extraArgs = process.argv.slice(2);
const outcomes = [];

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

// --- Chromium and LibreOffice, before anything runs --------------------------------------
const machine = browserFacts();
const e2e = e2ePlan({ ci, skipE2e: process.env.SKIP_E2E === 'true', browser: machine });
if (e2e.stop) {
  console.error(e2e.stop);
  process.exit(1);
}
if (e2e.install) {
  console.log("installing chromium from Debian's packages");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const installed = e2e.install.every(([command, args]) => run(command, args, { env }) === 0);
  if (!installed || !browserFacts().present) {
    console.error(
      `Chromium could not be installed (see above); install it with: ${INSTALL_CHROMIUM}`,
    );
    process.exit(1);
  }
}
const spreadsheet = spreadsheetPlan({ present: spreadsheetPresent(), machine });
if (spreadsheet.stop) {
  console.error(spreadsheet.stop);
  process.exit(1);
}
if (spreadsheet.install) {
  console.log("installing LibreOffice from Debian's packages");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const installed = spreadsheet.install.every(
    ([command, args]) => run(command, args, { env }) === 0,
  );
  if (!installed || !spreadsheetPresent()) {
    console.error(
      `LibreOffice could not be installed (see above); install it with: ${INSTALL_LIBREOFFICE}`,
    );
    process.exit(1);
  }
}
if (e2e.warning) console.warn(e2e.warning);
outcomes.push(problemOutcome(e2e.problems));

// --- Vitest ------------------------------------------------------------------------------
const postgresUp = await canConnect('127.0.0.1', 5432);
const projects = ['domain', 'messages', 'server-sqlite', 'web', 'web-ssr', 'scripts'];
if (postgresUp) projects.push('server-postgres');
else if (ci)
  outcomes.push(
    problemOutcome(['PostgreSQL does not answer on 127.0.0.1:5432, and CI=true requires it.']),
  );
// by design: outside CI a machine without PostgreSQL still runs everything else
else
  console.warn(
    'PostgreSQL does not answer on 127.0.0.1:5432: skipping the server tests on PostgreSQL.',
  );

const vitest = runVitest({
  args: [...projects.flatMap((p) => ['--project', p]), ...extraArgs],
  reportFile: path.join(out, 'vitest.json'),
  ci,
});
outcomes.push(judgeVitest(vitest, { ci }));

// --- Playwright --------------------------------------------------------------------------
if (e2e.run) {
  if (run('npm', ['run', 'build']) !== 0)
    outcomes.push(problemOutcome(['The web client did not build; end-to-end tests cannot run.']));
  else {
    const playwright = runPlaywright({
      config: 'e2e/playwright.config.ts',
      reportFile: path.join(out, 'playwright.json'),
    });
    outcomes.push(judgePlaywright(playwright, { ci }));
  }
}

const result = summary(outcomes, { ci });
for (const line of result.lines) console.log(line);
process.exit(result.failed === 0 ? 0 : 1);
