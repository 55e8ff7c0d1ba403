import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/domain/shops.ts';
import { NAMESPACES } from './keys.ts';
import type { Messages } from './messages.ts';

/**
 * The translations the shop ships (packages/messages/src/{lang}.json, served by
 * GET /loca/getLanguage/{lang}).
 *
 * Every language has the keys of en (messages.ts refuses to compile otherwise, decision 034),
 * except the plural forms its own plural rules need (pl: _few, _many; es, fr, it: _many; ja
 * only _other), and every text has the same {{variables}} as its en original. The client falls
 * back per key to en (i18next fallbackLng 'en', see packages/web/src/shared/i18n/i18n.ts).
 */
const directory = new URL('./', import.meta.url);
const messages = new Map(
  fs
    .readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file): [string, Messages] => [
      file.replace(/\.json$/, ''),
      JSON.parse(fs.readFileSync(new URL(file, directory), 'utf8')) as Messages,
    ]),
);
const en = messages.get('en') ?? {};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

/** The en key a key of another language translates: itself, or the en plural form it varies. */
function enCounterpart(namespace: string, key: string): string | undefined {
  const texts = en[namespace] ?? {};
  if (key in texts) return key;
  const base = key.replace(PLURAL_SUFFIX, '');
  if (base === key) return undefined;
  return `${base}_other` in texts ? `${base}_other` : undefined;
}

function keysOf(language: string): string[] {
  return Object.entries(messages.get(language) ?? {}).flatMap(([namespace, texts]) =>
    Object.keys(texts).map((key) => `${namespace}:${key}`),
  );
}

describe('translation files', () => {
  it('exist for every language of the shop and no other', () => {
    expect([...messages.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it('have the namespaces the client loads, each a flat map of texts', () => {
    expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort());
    for (const [language, content] of messages) {
      for (const [namespace, texts] of Object.entries(content)) {
        expect(NAMESPACES, `${language}: unknown namespace ${namespace}`).toContain(namespace);
        for (const [key, text] of Object.entries(texts)) {
          expect(typeof text, `${language} ${namespace}:${key}`).toBe('string');
          expect(text.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
        }
      }
    }
  });

  it('are complete in de: every key en has', () => {
    const de = new Set(keysOf('de'));
    expect(keysOf('en').filter((key) => !de.has(key))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'have no key in %s that en lacks',
    (language) => {
      const extra = Object.entries(messages.get(language) ?? {}).flatMap(([namespace, texts]) =>
        Object.keys(texts)
          .filter((key) => enCounterpart(namespace, key) === undefined)
          .map((key) => `${namespace}:${key}`),
      );
      expect(extra).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'keep the interpolation variables of en in %s',
    (language) => {
      const mismatches: string[] = [];
      for (const [namespace, texts] of Object.entries(messages.get(language) ?? {})) {
        for (const [key, text] of Object.entries(texts)) {
          const counterpart = enCounterpart(namespace, key);
          if (counterpart === undefined) continue;
          const expected = variables(en[namespace]?.[counterpart] ?? '');
          const actual = variables(text);
          // a plural form may leave the number out ("one article" written as a word)
          const allowed = PLURAL_SUFFIX.test(key)
            ? expected.filter((name) => name !== 'count')
            : expected;
          const ok =
            actual.every((name) => expected.includes(name)) &&
            allowed.every((name) => actual.includes(name));
          if (!ok) mismatches.push(`${namespace}:${key} has {{${actual.join(', ')}}}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it.each([...LANGUAGES])(
    'give every plural in %s all the forms its plural rules use',
    (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const [namespace, texts] of Object.entries(messages.get(language) ?? {})) {
        const bases = new Set(
          Object.keys(texts)
            .filter((key) => PLURAL_SUFFIX.test(key))
            .map((key) => key.replace(PLURAL_SUFFIX, '')),
        );
        for (const base of bases) {
          for (const category of categories) {
            if (!(`${base}_${category}` in texts)) missing.push(`${namespace}:${base}_${category}`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
