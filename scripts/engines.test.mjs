import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every installed package must run on every Node version the project declares, so `npm install`
 * on any of them prints no engine warning (pins in package.json's overrides, docs/decisions/059).
 */
const root = path.resolve(import.meta.dirname, '..');
const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** package.json files of every installed package, nested ones included (npm's lockfile lists them). */
function installedPackages() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([where, entry]) => where.includes('node_modules/') && !entry.link)
    .map(([where]) => path.join(root, where, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

describe('engines', () => {
  it('declares a Node range that the running Node satisfies', () => {
    expect(semver.validRange(project.engines.node)).not.toBeNull();
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true);
  });

  it('installs no package whose engines range leaves out part of the project range', () => {
    const range = project.engines.node;
    const narrower = installedPackages()
      .filter((pkg) => typeof pkg.engines?.node === 'string')
      .filter((pkg) => {
        const wanted = semver.validRange(pkg.engines.node);
        return wanted !== null && !semver.subset(range, wanted);
      })
      .map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.engines.node}`);
    expect(narrower).toEqual([]);
  });
});
