import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO } from '#server/testing/demo-logins.ts';
import { runNewsletterCli } from '#server/operator/newsletter-cli.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { addNewsletter } from './newsletter-archive.service.ts';

/**
 * The newsletter archive (docs/product/newsletters.md#nl-archive), its seed, its import and its
 * sanitising.
 */

let t: TestApp;
let a: Caller;
let b: Caller;
const PUBLIC_URL = 'https://shop.example.com';

beforeAll(async () => {
  ({
    t,
    callers: [a, b],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    env: { PUBLIC_URL },
    logins: [DEMO.de, DEMO.uk],
  }));
});
afterAll(async () => {
  await t.close();
});

interface Page {
  newsletters: { id: number; title: string; language: string; publishedAt: string }[];
  totalCount: number;
  page: number;
  pageSize: number;
}

async function page(url: string): Promise<Page> {
  const res = await a('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runNewsletterCli(
    argv,
    { db: t.database.handle.db, publicUrl: PUBLIC_URL },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function writeFile(name: string, content: unknown): string {
  const file = path.join(t.database.dataDir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function stored(bodyHtml: string): Promise<{ id: number; bodyHtml: string }> {
  const id = await addNewsletter(
    t.database.handle.db,
    { publicUrl: PUBLIC_URL },
    {
      language: 'en',
      title: 'Test issue',
      teaser: '',
      image: null,
      publishedAt: '2020-01-01T00:00:00.000Z',
      bodyHtml,
      articleNumbers: [],
    },
  );
  const res = await a('GET', `/account/newsletter/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { id, bodyHtml: res.json<{ bodyHtml: string }>().bodyHtml };
}

describe('the newsletter archive', () => {
  it('holds a year of seeded newsletters in de and en, newest first, ten a page', async () => {
    const first = await page('/account/newsletters/de/1');
    expect(first.totalCount).toBe(26);
    expect(first.pageSize).toBe(10);
    expect(first.newsletters).toHaveLength(10);
    expect(first.newsletters.every((n) => n.language === 'de')).toBe(true);
    const dates = first.newsletters.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-18T08:00:00.000Z');
    const last = await page('/account/newsletters/de/3');
    expect(last.newsletters).toHaveLength(6);
    expect(last.newsletters.at(-1)!.publishedAt).toBe('2025-12-03T08:00:00.000Z');
    expect((await page('/account/newsletters/de/4')).newsletters).toEqual([]);
    const english = await page('/account/newsletters/en/1');
    expect(english.newsletters[0]!.title).toBe('New arrivals');
  });

  it('reads en for a language without newsletters', async () => {
    const french = await page('/account/newsletters/fr/1');
    expect(french).toEqual(await page('/account/newsletters/en/1'));
  });

  it('searches title, teaser and text, ignoring letter case and taking wildcards literally', async () => {
    const manga = await page('/account/newsletters/de/1/MANGA-spotlight');
    expect(manga.totalCount).toBe(3);
    expect(manga.newsletters.every((n) => n.title === 'Manga-Spotlight')).toBe(true);
    const umlaut = await page(`/account/newsletters/de/1/${encodeURIComponent('GRÜSSEN')}`);
    expect(umlaut.totalCount).toBe(0);
    const greeting = await page(`/account/newsletters/de/1/${encodeURIComponent('GRÜẞEN')}`);
    expect(greeting.totalCount).toBe(26);
    const inText = await page('/account/newsletters/en/1/warehouse');
    expect(inText.totalCount).toBeGreaterThan(0);
    expect((await page('/account/newsletters/de/1/%25')).totalCount).toBe(0);
    expect((await page('/account/newsletters/de/1/_')).totalCount).toBe(0);
  });

  it('answers one newsletter, its article links leading to the listing of the caller shop', async () => {
    const [newest] = (await page('/account/newsletters/de/1')).newsletters;
    const res = await a('GET', `/account/newsletter/${newest!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ bodyHtml: string; articleNumbers: string[]; title: string }>();
    expect(body.title).toBe(newest!.title);
    expect(body.articleNumbers.length).toBe(6);
    for (const number of body.articleNumbers) {
      expect(body.bodyHtml).toContain(`href="/de/de/newsletter/${newest!.id}/${number}"`);
    }
    expect(body.bodyHtml).not.toContain('/product/');
    const uk = await b('GET', `/account/newsletter/${newest!.id}`);
    expect(uk.json<{ bodyHtml: string }>().bodyHtml).toContain(
      `href="/uk/de/newsletter/${newest!.id}/`,
    );
  });

  it('answers 404 for an unknown newsletter, 400 for bad input and 401 to visitors', async () => {
    const unknown = await a('GET', '/account/newsletter/999999');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    for (const url of [
      '/account/newsletter/abc',
      '/account/newsletter/-1',
      '/account/newsletters/xx/1',
      '/account/newsletters/de/0',
      '/account/newsletters/de/abc',
      '/account/newsletters/de/1.5',
      `/account/newsletters/de/1/${encodeURIComponent('a\u202eb')}`,
    ]) {
      expect((await a('GET', url)).statusCode, url).toBe(400);
    }
    const visitor = caller(t, null);
    expect((await visitor('GET', '/account/newsletters/de/1')).statusCode).toBe(401);
    expect((await visitor('GET', '/account/newsletter/1')).statusCode).toBe(401);
  });
});

/** Payloads from the OWASP XSS filter evasion cheat sheet and the usual mutation tricks. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://shop.example.com/product/X" onclick="alert(1)">x</a>',
  '<img src="https://cdn.example/pic.png" onerror="alert(1)" style="x:expression(alert(1))">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<template><script>alert(1)</script></template>',
];

const ACTIVE = [
  /<\s*(script|iframe|object|embed|style|svg|math|link|meta|base|form|input|button|body|template|noscript|details)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|data)\s*:/i,
  /\sstyle\s*=/i,
  /\sbackground\s*=/i,
  /(href|src)\s*=\s*"\/\//i,
];

describe('newsletter HTML', () => {
  it('comes out inert for every payload of an XSS corpus', async () => {
    for (const payload of XSS_CORPUS) {
      const { bodyHtml } = await stored(`<p>before</p>${payload}<p>after</p>`);
      for (const pattern of ACTIVE) expect(bodyHtml, payload).not.toMatch(pattern);
      expect(bodyHtml, payload).toContain('<p>before</p>');
    }
  });

  it('keeps text, lists, tables, pictures and links, with outside links opened without referrer', async () => {
    const { bodyHtml } = await stored(
      '<h2>Title &amp; more</h2><ul><li><strong>One</strong></li></ul>' +
        '<table><tr><td colspan="2">cell</td></tr></table>' +
        '<img src="https://cdn.example/pic.png" alt="A picture" width="200">' +
        '<a href="https://partner.example/page">partner</a><a href="mailto:info@example.com">mail</a>',
    );
    expect(bodyHtml).toContain('<h2>Title &amp; more</h2><ul><li><strong>One</strong></li></ul>');
    expect(bodyHtml).toContain('<td colspan="2">cell</td>');
    expect(bodyHtml).toContain(
      '<img src="https://cdn.example/pic.png" alt="A picture" width="200" />',
    );
    expect(bodyHtml).toContain(
      '<a href="https://partner.example/page" rel="noopener noreferrer">partner</a>',
    );
    expect(bodyHtml).toContain(
      '<a href="mailto:info@example.com" rel="noopener noreferrer">mail</a>',
    );
  });

  it('rewrites links to article pages of the shop to the newsletter listing', async () => {
    const { id, bodyHtml } = await stored(
      '<a href="/product/abc-123">one</a>' +
        '<a href="https://shop.example.com/de/en/product/XYZ-9/">two</a>' +
        '<a href="/uk/de/product/abc-123" rel="nofollow">again</a>' +
        '<a href="https://evil.example/product/EVIL-1">outside</a>' +
        '<a href="/product/">no number</a>',
    );
    expect(bodyHtml).toContain(`<a href="/de/en/newsletter/${id}/ABC-123">one</a>`);
    expect(bodyHtml).toContain(`<a href="/de/en/newsletter/${id}/XYZ-9">two</a>`);
    expect(bodyHtml).toContain(`<a href="/de/en/newsletter/${id}/ABC-123">again</a>`);
    expect(bodyHtml).toContain(
      '<a href="https://evil.example/product/EVIL-1" rel="noopener noreferrer">outside</a>',
    );
    expect(bodyHtml).toContain('<a href="/product/" rel="noopener noreferrer">no number</a>');
    const res = await a('GET', `/account/newsletter/${id}`);
    expect(res.json<{ articleNumbers: string[] }>().articleNumbers).toEqual(['ABC-123', 'XYZ-9']);
  });
});

describe('npm run newsletter -- import', () => {
  it('adds a checked, sanitised newsletter that the archive finds', async () => {
    const file = writeFile('issue.json', {
      language: 'en',
      title: 'Imported spring issue',
      teaser: 'Fresh figures for spring',
      publishedAt: '2026-11-24',
      bodyHtml:
        '<h1>Spring</h1><p>See <a href="/product/spring-1">this</a></p><script>x()</script>',
      articleNumbers: ['extra-2'],
    });
    const { code, out } = await run('import', file);
    expect(code).toBe(0);
    const id = Number(/Newsletter (\d+) added/.exec(out)![1]);
    const found = await page('/account/newsletters/en/1/spring%20issue');
    expect(found.newsletters.map((n) => n.id)).toEqual([id]);
    expect(found.newsletters[0]!.publishedAt).toBe('2026-11-24T00:00:00.000Z');
    const one = (await a('GET', `/account/newsletter/${id}`)).json<{
      bodyHtml: string;
      articleNumbers: string[];
    }>();
    expect(one.bodyHtml).toBe(
      `<h1>Spring</h1><p>See <a href="/de/en/newsletter/${id}/SPRING-1">this</a></p>`,
    );
    expect(one.articleNumbers).toEqual(['SPRING-1', 'EXTRA-2']);
  });

  it.each([
    ['no arguments', []],
    ['another command', ['export', 'x.json']],
    ['two files', ['import', 'a.json', 'b.json']],
  ])('prints the usage for %s', async (_name, argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(/Usage: npm run newsletter -- import/);
  });

  it.each([
    ['not JSON', '{"title": '],
    ['no title', { language: 'en', bodyHtml: '<p>x</p>' }],
    ['another language', { language: 'fr', title: 'x', bodyHtml: '<p>x</p>' }],
    ['an unknown field', { language: 'en', title: 'x', bodyHtml: '<p>x</p>', author: 'me' }],
    ['a script picture', { language: 'en', title: 'x', bodyHtml: 'x', image: 'javascript:x' }],
    ['a bad date', { language: 'en', title: 'x', bodyHtml: 'x', publishedAt: '24.11.2026' }],
    ['a control character', { language: 'en', title: 'x\u0007', bodyHtml: 'x' }],
  ])('refuses a file with %s and stores nothing', async (name, content) => {
    const before = await t.database.handle.db
      .selectFrom('newsletters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const { code, err } = await run('import', writeFile(`${name}.json`, content));
    expect(code).toBe(1);
    expect(err.length).toBeGreaterThan(0);
    const after = await t.database.handle.db
      .selectFrom('newsletters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a missing file', async () => {
    const { code, err } = await run('import', path.join(t.database.dataDir, 'missing.json'));
    expect(code).toBe(1);
    expect(err).toMatch(/No file/);
  });
});
