import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CONTENT_FOLDER } from '#server/seed/example-content.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { runContentCommand } from './content-command.ts';

/** `npm run content -- import|export <folder>` (decision 048). */

let database: TestDatabase;
let work: string;

beforeAll(async () => {
  database = await createTestDatabase();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'content-cli-'));
});
afterAll(async () => {
  await database.drop();
  await fs.rm(work, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runContentCommand(
    database.handle.db,
    args,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    work,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every file below a folder with its bytes, by relative path. */
async function tree(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = (await fs.readFile(full)).toString('base64');
  }
  return files;
}

async function snapshot(name: string): Promise<Record<string, string>> {
  expect((await run('export', name)).code).toBe(0);
  return tree(path.join(work, name));
}

describe('content import and export', () => {
  it('imports the example folder and exports it again file for file', async () => {
    const imported = await run('import', EXAMPLE_CONTENT_FOLDER);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain(
      'Imported 63 pages, 21 FAQ groups, 4 banners, 8 partners, 1 polls, 2 vacancies, 14 pictures, 7 documents',
    );
    expect(await snapshot('export-1')).toEqual(await tree(EXAMPLE_CONTENT_FOLDER));
  });

  it('round-trips: an export imported again gives the same export', async () => {
    const first = await snapshot('round-a');
    expect((await run('import', 'round-a')).code).toBe(0);
    expect(await snapshot('round-b')).toEqual(first);
  });

  it('refuses a broken folder, reports every bad file and changes nothing', async () => {
    const before = await snapshot('before-broken');
    const broken = path.join(work, 'broken');
    await fs.cp(EXAMPLE_CONTENT_FOLDER, broken, { recursive: true });
    await fs.writeFile(path.join(broken, 'banners.json'), '[{"code": "x",');
    await fs.writeFile(path.join(broken, 'notes.txt'), 'hello');
    await fs.writeFile(path.join(broken, 'pages', 'agb.de.md'), '# AGB\n\nnul \u0000 byte');
    await fs.writeFile(path.join(broken, 'pages', 'impressum.xx.md'), '# X\n\ntext');
    await fs.writeFile(path.join(broken, 'pages', 'copyright.en.md'), 'no title line');
    await fs.writeFile(path.join(broken, 'faq', 'klingon.json'), '{"groups": []}');
    await fs.writeFile(path.join(broken, 'images', 'fake.png'), 'not a png');
    await fs.writeFile(path.join(broken, 'vacancies', 'astronaut.en.md'), 'to the moon');
    await fs.mkdir(path.join(broken, 'images', 'folder.png'));
    await fs.writeFile(path.join(broken, 'images', '.DS_Store'), 'ignored');
    await fs.writeFile(path.join(broken, 'documents', 'delivery-complaint.fr.pdf'), '<html>');
    await fs.rm(path.join(broken, 'documents', 'delivery-complaint.en.pdf'));
    const partners = JSON.parse(await fs.readFile(path.join(broken, 'partners.json'), 'utf8'));
    partners[1].code = partners[0].code;
    partners[2].logo = 'missing-logo.svg';
    partners[3].url = 'javascript:alert(1)';
    partners[4].inSlider = 'yes';
    await fs.writeFile(path.join(broken, 'partners.json'), JSON.stringify(partners));
    const polls = JSON.parse(await fs.readFile(path.join(broken, 'polls.json'), 'utf8'));
    delete polls[0].titles.en;
    await fs.writeFile(path.join(broken, 'polls.json'), JSON.stringify(polls));
    await fs.writeFile(
      path.join(broken, 'pages', 'payment.en.md'),
      Buffer.from([0x23, 0x20, 0xff, 0xfe]),
    );

    const res = await run('import', 'broken');
    expect(res.code).toBe(1);
    expect(res.out).toBe('');
    expect(res.err).not.toContain('.DS_Store');
    for (const expected of [
      'banners.json: is not valid JSON',
      'notes.txt: is not a file of a content folder',
      'pages/agb.de.md: must not contain control characters',
      'pages/impressum.xx.md: is not named',
      'pages/copyright.en.md: must begin with a line "# Title"',
      'pages/payment.en.md: is not UTF-8 text',
      'faq/klingon.json: is not named',
      'images/fake.png: is not a readable PNG picture',
      'images/folder.png: cannot be read as a file',
      'documents/delivery-complaint.fr.pdf: is not a PDF',
      'documents/delivery-complaint.en.pdf: is missing',
      'vacancies/astronaut.en.md: is not named <link>.<language>.md',
      'partners.json: 3.url: an https:// address',
      'partners.json: 4.inSlider:',
      'polls.json: 0.titles: needs an en text',
    ]) {
      expect(res.err).toContain(expected);
    }
    expect(await snapshot('after-broken')).toEqual(before);

    // once the JSON is fixed, the cross-checks speak too
    await fs.cp(
      path.join(EXAMPLE_CONTENT_FOLDER, 'banners.json'),
      path.join(broken, 'banners.json'),
    );
    await fs.writeFile(path.join(broken, 'partners.json'), JSON.stringify(partners.slice(0, 3)));
    const cross = await run('import', 'broken');
    expect(cross.err).toContain('partners.json: code "aurora-toys" appears twice');
    expect(cross.err).toContain('partners.json: picture "missing-logo.svg" is not in images/');
    expect(await snapshot('after-cross')).toEqual(before);
  });

  it('refuses a missing folder, a non-empty export folder and wrong usage', async () => {
    expect((await run('import', 'nowhere')).err).toContain('is not a folder');
    await fs.mkdir(path.join(work, 'full'));
    await fs.writeFile(path.join(work, 'full', 'x'), '');
    const full = await run('export', 'full');
    expect(full.code).toBe(1);
    expect(full.err).toContain('is not empty');
    expect((await run()).code).toBe(2);
    expect((await run('delete', 'x')).code).toBe(2);
    expect((await run('import', 'a', 'b')).code).toBe(2);
  });
});
