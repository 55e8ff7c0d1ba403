// The citation check of `npm run lint` (scripts/check-citations.mjs) on small repositories made
// for each case: what it accepts, what it reports, and that the command fails on a problem.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCitations } from './check-citations.mjs';

const script = path.join(import.meta.dirname, 'check-citations.mjs');
const made = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const BASKET = [
  '# Basket',
  '- <a id="basket-max-qty"></a>**Maximum quantity.** See [parcels](#basket-parcels).',
  '- <a id="basket-parcels"></a>**Parcels.** Shipping: [tiers](shipping.md#shipping-tiers).',
  '',
].join('\n');

/** A git repository with the given files (path → text), one product file and one decision. */
function repository(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-citations-'));
  made.push(root);
  const all = {
    'docs/product/basket.md': BASKET,
    'docs/product/shipping.md': '# Shipping\n- <a id="shipping-tiers"></a>Tiers.\n',
    'docs/decisions/012-basket-and-orders.md': '# 012 Basket\n\nStatus: accepted.\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const messages = (root) => checkCitations(root).map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('check-citations', () => {
  it('accepts citations of existing anchors and decision records', () => {
    const root = repository({
      'src/add.ts': [
        '// only the available quantity goes in (docs/product/basket.md#basket-max-qty)',
        '// the basket is computed (docs/decisions/012-basket-and-orders.md)',
        '// the whole area: docs/product/basket.md',
        '',
      ].join('\n'),
    });
    expect(messages(root)).toEqual([]);
  });

  it('reports an anchor that does not exist, and a product file that does not exist', () => {
    const root = repository({
      'src/add.ts': 'const a = 1;\n// docs/product/basket.md#basket-max-quantity\n',
      'e2e/order.e2e.ts': '// docs/product/ordering.md#order-flow\n',
    });
    expect(messages(root)).toEqual([
      'e2e/order.e2e.ts:1: docs/product/ordering.md does not exist',
      'src/add.ts:2: docs/product/basket.md has no anchor #basket-max-quantity',
    ]);
  });

  it('reports a decision record that does not exist', () => {
    const root = repository({ 'docs/x.md': 'See docs/decisions/013-basket-screen.md.\n' });
    expect(messages(root)).toEqual([
      'docs/x.md:1: docs/decisions/013-basket-screen.md does not exist',
    ]);
  });

  it('reports links between the product files that lead nowhere', () => {
    const root = repository({
      'docs/product/account.md': [
        '# Account',
        '<a id="account-shipping"></a>[tiers](basket.md#basket-tiers), [top](#account-top),',
        '[ok](basket.md#basket-parcels), [gone](orders.md)',
        '',
      ].join('\n'),
    });
    expect(messages(root)).toEqual([
      'docs/product/account.md:2: docs/product/basket.md has no anchor #basket-tiers',
      'docs/product/account.md:2: docs/product/account.md has no anchor #account-top',
      'docs/product/account.md:3: docs/product/orders.md does not exist',
    ]);
  });

  it('reports citations of the product description and of issue numbers, in any case', () => {
    const root = repository({
      'src/a.ts': '/** Spec 3 section 9: parcels. */\n',
      'src/b.tsx': '// the order flow (spec 3\n// section 4), see also specs 1 and 2\n',
      'docs/c.md': 'Issue 11 asks for speed; issue #5 too.\n',
    });
    expect(messages(root)).toEqual([
      'docs/c.md:1: "Issue 11" is an issue number; cite docs/product/ or docs/decisions/ instead',
      'docs/c.md:1: "issue #5" is an issue number; cite docs/product/ or docs/decisions/ instead',
      'src/a.ts:1: "Spec 3" is a citation of the product description; cite docs/product/ or docs/decisions/ instead',
      'src/b.tsx:1: "spec 3" is a citation of the product description; cite docs/product/ or docs/decisions/ instead',
      'src/b.tsx:2: "specs 1" is a citation of the product description; cite docs/product/ or docs/decisions/ instead',
    ]);
  });

  it('leaves words that only look alike and files git ignores alone', () => {
    const root = repository({
      'src/gtin.ts': '// GS1 General Specifications 7.9; the shop may issue tokens; a spec file\n',
      'src/link.ts': '// https://github.com/remix-run/react-router/issues/12532\n',
      '.gitignore': 'node_modules\n',
      'node_modules/x/index.js': '// issue 782, spec 2\n',
    });
    expect(messages(root)).toEqual([]);
  });

  it('fails as a command when there is a problem, and passes when there is none', () => {
    const bad = repository({ 'src/a.ts': '// spec 1 section 4\n' });
    const good = repository({ 'src/a.ts': '// docs/product/basket.md#basket-max-qty\n' });
    const run = (cwd) => spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' });
    const failed = run(bad);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'src/a.ts:1: "spec 1" is a citation of the product description',
    );
    expect(run(good)).toMatchObject({ status: 0, stderr: '' });
  });
});
