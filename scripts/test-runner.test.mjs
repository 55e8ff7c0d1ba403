// The runner judged on real reports: Vitest and Playwright run the fixture projects in
// scripts/test-runner-fixtures/ (cheap: no browser, no shop), and each hole the runner must not
// call green (docs/product/quality.md#quality-test-runner) must end in a failed run or a visible
// count (docs/decisions/019-test-runner-rules.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  INSTALL_CHROMIUM,
  INSTALL_LIBREOFFICE,
  browserFacts,
  e2ePlan,
  judgePlaywright,
  judgeVitest,
  runPlaywright,
  runVitest,
  spreadsheetPlan,
  summary,
} from './test-runner.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-'));
afterAll(() => fs.rmSync(reports, { recursive: true, force: true }));

// the child runners must not take this Vitest worker's variables for their own
const cleanEnv = Object.fromEntries(
  Object.keys(process.env)
    .filter((key) => key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV')
    .map((key) => [key, undefined]),
);

function vitestFixture(file, ci) {
  return runVitest({
    args: ['--config', 'scripts/test-runner-fixtures/vitest/vitest.config.mjs', file],
    reportFile: path.join(reports, `vitest-${file}-${ci}.json`),
    ci,
    env: { ...cleanEnv, CI: ci ? 'true' : '' },
    quiet: true,
  });
}

function playwrightFixture(args, ci, config = 'playwright.config.ts') {
  const name = `playwright-${config}-${args.join('-')}-${ci}`;
  return runPlaywright({
    config: `scripts/test-runner-fixtures/playwright/${config}`,
    // its own output folder, so that two runs at once do not clear each other's
    args: [...args, '--output', path.join(reports, name)],
    reportFile: path.join(reports, `${name}.json`),
    env: { ...cleanEnv, CI: ci ? 'true' : '' },
    quiet: true,
  });
}

const lastLine = (outcome, ci = false) => summary([outcome], { ci }).lines.at(-1);

describe('Vitest', () => {
  it('fails a run whose tests pass but which leaves an unhandled rejection', () => {
    const result = vitestFixture('rejection', false);
    expect(result.status).not.toBe(0);
    expect(result.report.success).toBe(true); // the report alone would look green
    const outcome = judgeVitest(result, { ci: false });
    expect(outcome.problems).toEqual([expect.stringContaining('exited with status 1')]);
    expect(lastLine(outcome)).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('counts skipped and todo tests, and fails them with CI=true', () => {
    const result = vitestFixture('skipped', false);
    expect(result.status).toBe(0);
    const local = summary([judgeVitest(result, { ci: false })], { ci: false });
    expect(local.failed).toBe(0);
    expect(local.lines.slice(-2)).toEqual([
      '1 of the skipped tests are todo.',
      '1 passed, 0 failed, 2 skipped',
    ]);
    const onCi = summary([judgeVitest(result, { ci: true })], { ci: true });
    expect(onCi.lines.slice(-3)).toEqual([
      'FAILED: 2 test(s) skipped (1 todo); CI=true allows none.',
      '1 of the skipped tests are todo.',
      '1 passed, 1 failed, 2 skipped',
    ]);
  });

  it('fails a committed .only with CI=true', () => {
    const outcome = judgeVitest(vitestFixture('only', true), { ci: true });
    expect(outcome.failed).toBeGreaterThan(0);
    expect(outcome.passed).toBe(0);
  });
});

describe('Playwright', () => {
  it('fails a run whose global setup fails, although no test failed', () => {
    const result = playwrightFixture(['skipped'], false, 'setup-fails.config.ts');
    expect(result.report.stats).toMatchObject({ expected: 0, unexpected: 0 });
    const outcome = judgePlaywright(result, { ci: false });
    expect(outcome.problems).toEqual([
      'Playwright: Error: the shop under test did not start',
      'No end-to-end test ran.',
    ]);
    expect(lastLine(outcome)).toBe('0 passed, 2 failed, 0 skipped');
  });

  it('fails a run in which no test ran, with nothing else wrong', () => {
    const result = playwrightFixture(['skipped', '--grep', 'is skipped'], false);
    expect(result.status).toBe(0);
    expect(result.report.errors).toEqual([]);
    const outcome = judgePlaywright(result, { ci: false });
    expect(outcome.problems).toEqual(['No end-to-end test ran.']);
    expect(lastLine(outcome)).toBe('0 passed, 1 failed, 1 skipped');
  });

  it('counts skipped and fixme tests, and fails them with CI=true', () => {
    const result = playwrightFixture(['skipped'], false);
    expect(lastLine(judgePlaywright(result, { ci: false }))).toBe('1 passed, 0 failed, 2 skipped');
    const onCi = judgePlaywright(result, { ci: true });
    expect(onCi.problems).toEqual(['2 test(s) skipped; CI=true allows none.']);
    expect(lastLine(onCi, true)).toBe('1 passed, 1 failed, 2 skipped');
  });

  it('fails a committed .only with CI=true (forbidOnly of e2e/support/ci-rules.ts)', () => {
    const outcome = judgePlaywright(playwrightFixture(['only'], true), { ci: true });
    expect(outcome.problems[0]).toMatch(/'\.only' is not allowed due to the 'forbidOnly' option/);
    expect(outcome.failed).toBeGreaterThan(0);
  });

  it('names a flaky test, and with CI=true fails it instead of passing it', () => {
    const result = playwrightFixture(['flaky'], true);
    expect(result.status).toBe(0); // Playwright itself calls a flaky run a success
    const onCi = summary([judgePlaywright(result, { ci: true })], { ci: true });
    expect(onCi.lines).toEqual([
      'Flaky (failed, then passed on retry; CI=true counts it as failed): flaky.fixture.ts › fails on the first attempt only',
      '0 passed, 1 failed, 0 skipped',
    ]);
    expect(summary([judgePlaywright(result, { ci: false })], { ci: false }).lines).toEqual([
      'Flaky (failed, then passed on retry): flaky.fixture.ts › fails on the first attempt only',
      '1 passed, 0 failed, 0 skipped',
    ]);
  });
});

/** A machine with Debian's Chromium, and one without it with what it offers instead. */
const withChromium = {
  chromium: DEBIAN_CHROMIUM,
  present: true,
  aptGet: true,
  root: false,
  sudo: false,
};
const without = (offers) => ({ ...withChromium, present: false, ...offers });

describe('SKIP_E2E', () => {
  it('is honoured with a warning outside CI and refused as a failure with CI=true', () => {
    const browser = without({ aptGet: false });
    expect(e2ePlan({ ci: false, skipE2e: true, browser })).toMatchObject({
      run: false,
      problems: [],
    });
    expect(e2ePlan({ ci: true, skipE2e: true, browser })).toEqual({
      run: false,
      problems: ['SKIP_E2E=true is refused with CI=true.'],
    });
    expect(e2ePlan({ ci: true, skipE2e: false, browser: withChromium })).toEqual({
      run: true,
      problems: [],
    });
  });
});

describe('Chromium for the end-to-end tests', () => {
  it('installs Debian’s Chromium first where the machine can, as root or with a sudo that asks nothing', () => {
    expect(e2ePlan({ ci: false, skipE2e: false, browser: without({ root: true }) })).toEqual({
      run: true,
      problems: [],
      install: [
        ['apt-get', ['update', '-qq']],
        ['apt-get', ['install', '-y', '-qq', 'chromium']],
      ],
    });
    const sudo = ['sudo', ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get']];
    expect(e2ePlan({ ci: true, skipE2e: false, browser: without({ sudo: true }) })).toEqual({
      run: true,
      problems: [],
      install: [
        [sudo[0], [...sudo[1], 'update', '-qq']],
        [sudo[0], [...sudo[1], 'install', '-y', '-qq', 'chromium']],
      ],
    });
  });

  it('stops with one line naming the command where it may not install', () => {
    const plan = e2ePlan({ ci: false, skipE2e: false, browser: without({}) });
    expect(plan).toEqual({ run: false, problems: [], stop: expect.any(String) });
    expect(plan.stop).toContain(INSTALL_CHROMIUM);
    expect(plan.stop).not.toContain('\n');
    const noApt = e2ePlan({
      ci: false,
      skipE2e: false,
      browser: without({ aptGet: false, root: true }),
    });
    expect(noApt.install).toBeUndefined();
    expect(noApt.stop).toContain('CHROMIUM_PATH=/path/to/chromium npm test');
    const elsewhere = without({ chromium: '/opt/chromium/chrome', root: true });
    const custom = e2ePlan({ ci: false, skipE2e: false, browser: elsewhere });
    expect(custom.install).toBeUndefined();
    expect(custom.stop).toContain('CHROMIUM_PATH=/opt/chromium/chrome');
  });

  it('finds CHROMIUM_PATH’s browser, apt-get and a sudo without a password on the PATH', () => {
    const bin = fs.mkdtempSync(path.join(reports, 'bin-'));
    const tool = (name, status) => {
      fs.writeFileSync(path.join(bin, name), `#!/bin/sh\nexit ${status}\n`, { mode: 0o755 });
    };
    const chromium = path.join(bin, 'chromium');
    const facts = (uid) => browserFacts({ env: { PATH: bin, CHROMIUM_PATH: chromium }, uid });
    expect(facts(1000)).toEqual({
      chromium,
      present: false,
      aptGet: false,
      root: false,
      sudo: false,
    });
    tool('chromium', 0);
    tool('apt-get', 0);
    tool('sudo', 1);
    expect(facts(1000)).toMatchObject({ present: true, aptGet: true, root: false, sudo: false });
    tool('sudo', 0);
    expect(facts(1000)).toMatchObject({ aptGet: true, sudo: true });
    expect(facts(0)).toMatchObject({ root: true, sudo: false });
    expect(browserFacts({ env: { PATH: bin }, uid: 1000 }).chromium).toBe(DEBIAN_CHROMIUM);
  });

  it('npm test stops before running any test, its one line naming what to do', () => {
    const empty = fs.mkdtempSync(path.join(reports, 'path-'));
    const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...cleanEnv, PATH: empty, CHROMIUM_PATH: '/nowhere/chromium', CI: '' },
      encoding: 'utf8',
      // a runner that went on would run every test: it is stopped long before
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('CHROMIUM_PATH=/nowhere/chromium'),
    ]);
  });
});

describe('LibreOffice for the test of the CSV exports', () => {
  it('installs LibreOffice the same way, or stops with one line naming the command', () => {
    expect(spreadsheetPlan({ present: true, machine: without({}) })).toEqual({});
    expect(spreadsheetPlan({ present: false, machine: without({ root: true }) })).toEqual({
      install: [
        ['apt-get', ['update', '-qq']],
        ['apt-get', ['install', '-y', '-qq', 'libreoffice-calc-nogui']],
      ],
    });
    const sudo = spreadsheetPlan({ present: false, machine: without({ sudo: true }) });
    expect(sudo.install?.[1]).toEqual([
      'sudo',
      [
        'env',
        'DEBIAN_FRONTEND=noninteractive',
        'apt-get',
        'install',
        '-y',
        '-qq',
        'libreoffice-calc-nogui',
      ],
    ]);
    const stop = spreadsheetPlan({ present: false, machine: without({}) });
    expect(stop.install).toBeUndefined();
    expect(stop.stop).toContain(INSTALL_LIBREOFFICE);
    expect(stop.stop).not.toContain('\n');
  });
});
