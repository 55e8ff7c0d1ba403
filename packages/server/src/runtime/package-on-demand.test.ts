import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { packageOnDemand } from './package-on-demand.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-on-demand-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Counted {
  loads: number;
  prepared: number;
}

it('loads a package when it is first asked for, once, and prepares it once', () => {
  const file = path.join(dir, 'counted.cjs');
  fs.writeFileSync(
    file,
    'globalThis.countedLoads = (globalThis.countedLoads ?? 0) + 1;\n' +
      'module.exports = { loads: globalThis.countedLoads, prepared: 0 };\n',
  );
  const loads = () => (globalThis as { countedLoads?: number }).countedLoads ?? 0;
  const load = packageOnDemand<Counted>(file, (loaded) => {
    loaded.prepared++;
  });
  expect(loads()).toBe(0);
  const first = load();
  expect(load()).toBe(first);
  expect(loads()).toBe(1);
  expect(first).toEqual({ loads: 1, prepared: 1 });
});
