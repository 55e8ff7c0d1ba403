import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from '#server/testing/demo-logins.ts';
import { seedExampleContent } from '#server/seed/example-content.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * GET /api/poll/{language}/{hash} and POST /api/poll (docs/product/content.md#content-poll-calls;
 * decision 048).
 */

let t: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  ({ t } = await seededApp({ articles: 20, referenceDate: '2026-11-25' }));
});
afterAll(async () => {
  await t.close();
});

function nextIp(): string {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function vote(
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = nextIp(),
) {
  return t.app.inject({ method: 'POST', url: '/api/poll', payload, headers, remoteAddress: ip });
}

function voterCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'poll_voter');
  if (!cookie) throw new Error('no voter cookie');
  return `poll_voter=${cookie.value}`;
}

const votes = () => t.database.handle.db.selectFrom('pollVotes').selectAll().execute();

describe('GET /api/poll/{language}/{hash}', () => {
  it('answers the poll in the language with its options and no results before answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/poll/de/demo-poll' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hash: 'demo-poll',
      language: 'de',
      title: 'Ihre Meinung zählt',
      question: 'Welche Warengruppe sollen wir im nächsten Jahr ausbauen?',
      options: [
        { code: 'collectibles', label: 'Sammelfiguren' },
        { code: 'manga', label: 'Manga und Bücher' },
        { code: 'games', label: 'Brett- und Kartenspiele' },
        { code: 'fashion', label: 'Mode und Accessoires' },
      ],
      answered: false,
      results: null,
    });
    const pl = (await t.app.inject({ method: 'GET', url: '/api/poll/pl/demo-poll' })).json();
    expect(pl.language).toBe('pl');
    expect(pl.options[0].label).toBe('Figurki kolekcjonerskie');
  });

  it('answers a poll without the language in en', async () => {
    await t.database.handle.db
      .insertInto('polls')
      .values({
        hash: 'english-poll',
        active: 1,
        titles: '{"en":"Only English"}',
        questions: '{"en":"Why?"}',
      })
      .execute();
    const ja = (await t.app.inject({ method: 'GET', url: '/api/poll/ja/english-poll' })).json();
    expect(ja).toMatchObject({ language: 'en', title: 'Only English', question: 'Why?' });
  });

  it('answers 404 for an unknown or inactive poll and 400 for a malformed hash', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/poll/de/no-such-poll' })).statusCode,
    ).toBe(404);
    await t.database.handle.db
      .insertInto('polls')
      .values({ hash: 'closed-poll', active: 0 })
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/poll/de/closed-poll' })).statusCode,
    ).toBe(404);
    for (const url of [
      '/api/poll/de/bad%20hash',
      '/api/poll/xx/demo-poll',
      `/api/poll/de/${'a'.repeat(65)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

describe('POST /api/poll', () => {
  it('counts a visitor answer once per browser and shows the results after it', async () => {
    const first = await vote({ description: 'manga', hash: 'demo-poll', language: 'de' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Vielen Dank für Ihre Teilnahme!',
      results: {
        total: 1,
        options: [
          { code: 'collectibles', votes: 0 },
          { code: 'manga', votes: 1 },
          { code: 'games', votes: 0 },
          { code: 'fashion', votes: 0 },
        ],
      },
    });
    const cookie = voterCookie(first);
    const second = await vote(
      { description: 'games', hash: 'demo-poll', language: 'en' },
      { cookie },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_ANSWERED');
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/poll/en/demo-poll',
      headers: { cookie },
    });
    expect(seen.json()).toMatchObject({ answered: true, results: { total: 1 } });
    // another browser answers too
    const other = await vote({ description: 'games', hash: 'demo-poll', language: 'en' });
    expect(other.json()).toMatchObject({
      message: 'Thank you for taking part!',
      results: { total: 2 },
    });
    expect(await votes()).toHaveLength(2);
  });

  // docs/product/content.md#content-poll
  it('thanks each voter in the language the poll is shown in', async () => {
    const thanks: Record<string, string> = {
      es: '¡Gracias por participar!',
      fr: 'Merci de votre participation !',
      it: 'Grazie per la partecipazione!',
      pl: 'Dziękujemy za udział!',
      ja: 'ご参加ありがとうございました。',
    };
    for (const [language, message] of Object.entries(thanks)) {
      const res = await vote({ description: 'collectibles', hash: 'demo-poll', language });
      expect(res.statusCode, language).toBe(200);
      expect(res.json().message, language).toBe(message);
    }
    const poll = await t.database.handle.db
      .insertInto('polls')
      .values({
        hash: 'english-only-poll',
        active: 1,
        titles: '{"en":"Only English"}',
        questions: '{"en":"Which one?"}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.handle.db
      .insertInto('pollOptions')
      .values({ pollId: poll.id, code: 'this-one', labels: '{"en":"This one"}' })
      .execute();
    const shownInEnglish = await vote({
      description: 'this-one',
      hash: 'english-only-poll',
      language: 'ja',
    });
    expect(shownInEnglish.json().message).toBe('Thank you for taking part!');
    await t.database.handle.db.deleteFrom('polls').where('id', '=', poll.id).execute();
  });

  it('counts a customer once, whichever browser they answer from', async () => {
    const authorization = `Bearer ${await login(t, DEMO.de)}`;
    const first = await vote(
      { description: 'fashion', hash: 'demo-poll', language: 'de' },
      { authorization },
    );
    expect(first.statusCode).toBe(200);
    const again = await vote(
      { description: 'fashion', hash: 'demo-poll', language: 'de' },
      { authorization },
    );
    expect(again.statusCode).toBe(409);
    const rows = await votes();
    expect(rows.filter((row) => row.accountId !== null)).toHaveLength(1);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/poll/de/demo-poll',
      headers: { authorization },
    });
    expect(seen.json().answered).toBe(true);
  });

  it('refuses an unknown poll, an unknown answer and bad input, storing nothing', async () => {
    const before = (await votes()).length;
    const unknown = await vote({ description: 'manga', hash: 'no-such-poll', language: 'de' });
    expect(unknown.statusCode).toBe(404);
    const option = await vote({ description: 'cars', hash: 'demo-poll', language: 'de' });
    expect(option.statusCode).toBe(400);
    expect(option.json().error.code).toBe('UNKNOWN_ANSWER');
    for (const payload of [
      { description: 'manga', hash: 'demo-poll' },
      { description: 5, hash: 'demo-poll', language: 'de' },
      { description: 'man\u0000ga', hash: 'demo-poll', language: 'de' },
      { description: 'manga', hash: 'demo-poll', language: 'de', extra: true },
      { description: '', hash: 'demo-poll', language: 'de' },
    ]) {
      const res = await vote(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await votes()).toHaveLength(before);
  });

  it('keeps the answers when an import changes the poll texts', async () => {
    const before = (await votes()).length;
    await seedExampleContent(t.database.handle.db);
    expect(await votes()).toHaveLength(before);
  });
});
