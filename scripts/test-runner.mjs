// How scripts/test.mjs runs Vitest and Playwright and judges what they report, kept apart so
// scripts/test-runner.test.mjs can judge real reports of the fixture projects in
// scripts/test-runner-fixtures/ (docs/decisions/019-test-runner-rules.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(new URL('..', import.meta.url).pathname);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a command from the repository root; `quiet` keeps its output off the terminal. */
export function run(command, args, { env = {}, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, ...env },
  });
  // a runner killed by a signal has no status: that is a failure too
  return result.status ?? 1;
}

/** Vitest with a JSON report; with `ci`, a `.only` fails instead of quietly skipping the rest. */
export function runVitest({ args, reportFile, ci, env, quiet }) {
  fs.rmSync(reportFile, { force: true });
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      ...(ci ? ['--allowOnly=false'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    { env, quiet },
  );
  return { status, report: readJson(reportFile) };
}

/** Playwright with the JSON reporter of its config writing to `reportFile`. */
export function runPlaywright({ config, args = [], reportFile, env, quiet }) {
  fs.rmSync(reportFile, { force: true });
  const status = run('npx', ['playwright', 'test', '--config', config, ...args], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    quiet,
  });
  return { status, report: readJson(reportFile) };
}

/**
 * One runner's result. `failed` counts failed tests and every problem (a failure outside a test,
 * or a rule of CI=true broken); flaky tests count as passed, except with CI=true, where they fail.
 */
function outcome({ passed, failed, skipped, todo = 0, flaky = [], problems }, ci) {
  if (ci && skipped + todo > 0)
    problems.push(
      `${skipped + todo} test(s) skipped${todo > 0 ? ` (${todo} todo)` : ''}; CI=true allows none.`,
    );
  return {
    passed: passed + (ci ? 0 : flaky.length),
    failed: failed + (ci ? flaky.length : 0) + problems.length,
    skipped,
    todo,
    flaky,
    problems,
  };
}

export function judgeVitest({ status, report }, { ci }) {
  if (!report)
    return outcome({ passed: 0, failed: 0, skipped: 0, problems: ['Vitest wrote no report.'] }, ci);
  const problems = report.testResults
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => `${path.relative(root, file.name)} failed to load: ${file.message}`);
  if (status !== 0 && report.numFailedTests === 0 && problems.length === 0)
    problems.push(
      `Vitest exited with status ${status} although no test failed: an error outside the tests (e.g. an unhandled rejection), see its output above.`,
    );
  return outcome(
    {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests,
      todo: report.numTodoTests,
      problems,
    },
    ci,
  );
}

function flakyTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const inner = [...titles, suite.title].filter(Boolean);
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'flaky')
          .map(() => [...inner, spec.title].join(' › ')),
      ),
      ...flakyTests(suite.suites ?? [], inner),
    ];
  });
}

export function judgePlaywright({ status, report }, { ci }) {
  if (!report?.stats)
    return outcome(
      { passed: 0, failed: 0, skipped: 0, problems: ['Playwright wrote no report.'] },
      ci,
    );
  const { expected, unexpected, skipped } = report.stats;
  const flaky = flakyTests(report.suites);
  // errors outside the tests: global setup, a forbidden .only, a file that does not load
  const problems = (report.errors ?? []).map(
    (error) => `Playwright: ${(error.message ?? 'an error').split('\n')[0]}`,
  );
  if (status !== 0 && unexpected === 0 && problems.length === 0)
    problems.push(`Playwright exited with status ${status} although no test failed.`);
  if (expected + unexpected + flaky.length === 0) problems.push('No end-to-end test ran.');
  return outcome({ passed: expected, failed: unexpected, skipped, flaky, problems }, ci);
}

/** A failure that belongs to no runner's tests, e.g. a database CI=true requires is missing. */
export function problemOutcome(problems) {
  return outcome({ passed: 0, failed: 0, skipped: 0, problems }, false);
}

/** Debian's Chromium, the browser of the end-to-end tests (e2e/playwright.config.ts). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(command, env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && isExecutable(path.join(dir, command)));
}

/**
 * What the machine offers the end-to-end tests: the Chromium they will start (CHROMIUM_PATH or
 * Debian's) and whether it is there, and whether Debian's packages can be installed without a
 * question: apt-get, as root or with a sudo that asks no password.
 */
export function browserFacts({ env = process.env, uid = process.getuid?.() } = {}) {
  const chromium = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  const aptGet = onPath('apt-get', env);
  const root = uid === 0;
  const sudo =
    aptGet &&
    !root &&
    onPath('sudo', env) &&
    spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', env }).status === 0;
  return { chromium, present: isExecutable(chromium), aptGet, root, sudo };
}

function mayInstall(machine) {
  return machine.aptGet && (machine.root || machine.sudo);
}

/** `apt-get update` and the install of one Debian package, as root or through sudo. */
function aptInstall(machine, debianPackage) {
  // sudo clears the environment: the non-interactive frontend goes in through env
  const asRoot = (args) =>
    machine.root
      ? ['apt-get', args]
      : ['sudo', ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]];
  return [asRoot(['update', '-qq']), asRoot(['install', '-y', '-qq', debianPackage])];
}

/**
 * Debian's LibreOffice, which the test of the CSV exports opens each file with, as the buyer's
 * spreadsheet would (docs/decisions/122-csv-in-the-buyers-spreadsheet.md).
 */
export const DEBIAN_SOFFICE = '/usr/bin/soffice';
export const INSTALL_LIBREOFFICE = 'sudo apt-get install -y libreoffice-calc-nogui';

/** Whether LibreOffice is at /usr/bin/soffice. */
export function spreadsheetPresent() {
  return isExecutable(DEBIAN_SOFFICE);
}

/**
 * What comes before the tests for LibreOffice, as for Chromium (decision 107): nothing when it is
 * there, its install from Debian's packages where the machine can, else a stop with one line
 * naming the command that installs it. `machine` is what browserFacts found.
 */
export function spreadsheetPlan({ present, machine }) {
  if (present) return {};
  if (mayInstall(machine)) return { install: aptInstall(machine, 'libreoffice-calc-nogui') };
  return {
    stop: `The test of the CSV exports needs LibreOffice at ${DEBIAN_SOFFICE}; install it with: ${INSTALL_LIBREOFFICE}`,
  };
}

/** The one command a newcomer types where the runner may not install Chromium itself. */
export const INSTALL_CHROMIUM = 'sudo apt-get install -y chromium';

/**
 * Whether the end-to-end tests run, and what comes first. With CI=true every end-to-end test
 * runs: SKIP_E2E=true is refused as a failure. A missing Debian Chromium is installed from
 * Debian's packages when the machine can (`install`, the commands of .ci/run); otherwise the run
 * stops before any test with one line (`stop`) naming the command that installs it.
 */
export function e2ePlan({ ci, skipE2e, browser }) {
  if (skipE2e) {
    if (ci) return { run: false, problems: ['SKIP_E2E=true is refused with CI=true.'] };
    return { run: false, problems: [], warning: 'SKIP_E2E=true: end-to-end tests not run.' };
  }
  if (browser.present) return { run: true, problems: [] };
  if (browser.chromium !== DEBIAN_CHROMIUM)
    return {
      run: false,
      problems: [],
      stop: `No Chromium at CHROMIUM_PATH=${browser.chromium}: point it at the machine's Chromium, or unset it and run ${INSTALL_CHROMIUM}.`,
    };
  if (mayInstall(browser))
    return { run: true, problems: [], install: aptInstall(browser, 'chromium') };
  return {
    run: false,
    problems: [],
    stop: browser.aptGet
      ? `The end-to-end tests need Debian's Chromium at ${DEBIAN_CHROMIUM}; install it with: ${INSTALL_CHROMIUM}`
      : `The end-to-end tests need Chromium and this machine has no apt-get: install its Chromium and run CHROMIUM_PATH=/path/to/chromium npm test`,
  };
}

/** The closing lines; the last one is always "N passed, N failed, N skipped" (todo included). */
export function summary(outcomes, { ci }) {
  const total = outcomes.reduce(
    (sum, o) => ({
      passed: sum.passed + o.passed,
      failed: sum.failed + o.failed,
      skipped: sum.skipped + o.skipped + o.todo,
      todo: sum.todo + o.todo,
      flaky: [...sum.flaky, ...o.flaky],
      problems: [...sum.problems, ...o.problems],
    }),
    { passed: 0, failed: 0, skipped: 0, todo: 0, flaky: [], problems: [] },
  );
  const lines = [
    ...total.problems.map((problem) => `FAILED: ${problem}`),
    ...total.flaky.map(
      (name) =>
        `Flaky (failed, then passed on retry${ci ? '; CI=true counts it as failed' : ''}): ${name}`,
    ),
    ...(total.todo > 0 ? [`${total.todo} of the skipped tests are todo.`] : []),
    `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ];
  return { ...total, lines };
}
