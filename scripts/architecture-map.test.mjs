import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPOSITION, PLATFORM, serverParts } from '../.dependency-cruiser.mjs';

/**
 * docs/architecture.md is the map of the server: every folder of packages/server/src is listed
 * there as an area, a platform part or composition, as `.dependency-cruiser.mjs` sorts them.
 */
const root = path.resolve(import.meta.dirname, '..');
const map = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The folder names a `### title` section of the map lists, one `- \`name\`: …` item each. */
function listed(title) {
  const start = map.indexOf(`\n### ${title}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "### ${title}" section`);
  const rest = map.slice(start + title.length + 6);
  const section = rest.slice(0, rest.search(/\n##/) === -1 ? undefined : rest.search(/\n##/));
  return [...section.matchAll(/^- `([a-z0-9-]+)\/?`/gm)].map((match) => match[1]).sort();
}

const folders = fs
  .readdirSync(path.join(root, 'packages/server/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the server map of docs/architecture.md', () => {
  const parts = serverParts(root);

  it('lists every area folder on disk under "Areas", and no other', () => {
    expect(listed('Areas')).toEqual(parts.areas);
  });

  it('lists the declared platform parts under "Platform parts"', () => {
    expect(listed('Platform parts')).toEqual([...PLATFORM].sort());
  });

  it('lists the declared composition folders under "Composition"', () => {
    expect(listed('Composition')).toEqual([...COMPOSITION].sort());
  });

  it('leaves no folder of packages/server/src out', () => {
    expect([...parts.areas, ...parts.platform, ...parts.composition].sort()).toEqual(folders);
  });
});

describe('the lint on the server folders', () => {
  let scratch = '';
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** A repository with the declared parts and the given extra folders and files. */
  function repositoryWith(files) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-map-'));
    const source = path.join(scratch, 'packages/server/src');
    for (const part of [...PLATFORM, ...COMPOSITION])
      fs.mkdirSync(path.join(source, part), { recursive: true });
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      fs.writeFileSync(path.join(source, file), 'export {};\n');
    }
    return scratch;
  }

  it('finds an area by its service, routes, repository or command-line files', () => {
    const parts = serverParts(
      repositoryWith([
        'wishlist/wishlist.service.ts',
        'tools/export-cli.ts',
        'feeds/feeds.routes.ts',
      ]),
    );
    expect(parts.areas).toEqual(['feeds', 'tools', 'wishlist']);
  });

  it('stops at a folder that is no area and not declared, naming it', () => {
    expect(() => serverParts(repositoryWith(['helpers/strings.ts']))).toThrow(
      /packages\/server\/src\/helpers\/ is not a business area/,
    );
  });

  it('stops at a declared part that is gone', () => {
    const repository = repositoryWith([]);
    fs.rmSync(path.join(repository, 'packages/server/src/jobs'), { recursive: true });
    expect(() => serverParts(repository)).toThrow(
      /declares jobs, which packages\/server\/src no longer has/,
    );
  });
});
