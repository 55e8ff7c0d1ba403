import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';
import { SHIPPED_MESSAGES, type Messages } from '@shop/messages/messages.ts';
import { bannersFileSchema } from '#server/content/content-files.ts';
import { EXAMPLE_CONTENT_FOLDER } from './example-content.ts';
import { safetyWarningsJson } from './gpsr-warnings.ts';
import { composeDescription, withDamagedPackaging } from './descriptions.ts';
import { CAMPAIGNS } from './names.ts';
import { Random } from './random.ts';
import { PRODUCT_TYPES, type Texts } from './taxonomy.ts';

/**
 * Texts that were English in every language: the package type of an article comes
 * as an English code the product page translates (product:packageType.{code}), and the
 * "Explore" link of the top menu.
 */
const messagesOf = (language: Language): Messages => SHIPPED_MESSAGES[language];

describe('seeded and menu texts', () => {
  it('translate every package type of the catalog in every language', () => {
    const codes = [...new Set(PRODUCT_TYPES.map((type) => type.packageType))];
    expect(codes).toContain('window box');
    for (const language of LANGUAGES) {
      const product = messagesOf(language).product ?? {};
      for (const code of codes) {
        expect(product[`packageType.${code}`], `${language}: ${code}`).toBeTruthy();
      }
    }
    expect(messagesOf('de').product?.['packageType.window box']).toBe('Fensterkarton');
  });

  it('name the explore link and the imprint in each language', () => {
    for (const language of LANGUAGES.filter((entry) => entry !== 'en')) {
      const { shell = {}, content = {} } = messagesOf(language);
      expect(shell['top.explore'], language).not.toBe('Explore');
      expect(content['page.imprint'], language).not.toBe('Imprint');
    }
  });

  // docs/product/content.md#content-demo-languages
  it('name every demo campaign in all seven languages, none of them the English name', () => {
    for (const campaign of CAMPAIGNS) {
      for (const language of LANGUAGES) {
        expect(campaign.names[language], `${campaign.code} ${language}`).toBeTruthy();
        if (language !== 'en') {
          expect(campaign.names[language], `${campaign.code} ${language}`).not.toBe(
            campaign.names.en,
          );
        }
      }
    }
    expect(CAMPAIGNS.find((campaign) => campaign.code === 'MANGA-MONTH')?.names.ja).toBe(
      'マンガ月間',
    );
  });

  // docs/product/content.md#content-banner-action
  it('give every demo banner its headline and sentence, and a linked one its button, in all seven languages', () => {
    const banners = bannersFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(EXAMPLE_CONTENT_FOLDER, 'banners.json'), 'utf8')),
    );
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      for (const language of LANGUAGES) {
        const where = `${banner.code} ${language}`;
        expect(banner.titles[language], where).toBeTruthy();
        expect(banner.texts?.[language], where).toBeTruthy();
        if (banner.link !== null) expect(banner.actions?.[language], where).toBeTruthy();
      }
    }
  });

  // docs/product/content.md#content-demo-languages
  it('give every demo safety warning in all seven languages, none of them the English text', () => {
    const families = [...new Set(PRODUCT_TYPES.map((type) => type.family))];
    const warnings = families.flatMap(
      (family) =>
        JSON.parse(safetyWarningsJson(family)) as { code: string; text: Record<string, string> }[],
    );
    expect(new Set(warnings.map((warning) => warning.code)).size).toBeGreaterThan(4);
    for (const { code, text } of warnings) {
      for (const language of LANGUAGES) {
        expect(text[language], `${code} ${language}`).toBeTruthy();
        if (language !== 'en') expect(text[language], `${code} ${language}`).not.toBe(text.en);
      }
    }
  });

  // docs/decisions/134-demo-texts-in-every-language.md
  it('write every demo description in all seven languages, each in its own words and script', () => {
    const random = new Random('descriptions');
    const families = [...new Set(PRODUCT_TYPES.map((type) => type.family))];
    const specs: Texts = {
      de: '12 cm',
      en: '12 cm',
      es: '12 cm',
      fr: '12 cm',
      it: '12 cm',
      pl: '12 cm',
      ja: '12 cm',
    };
    const parts = { theme: 'Star Quest', character: 'Mira', producer: 'Acme Toys' };
    for (const family of families) {
      for (let draw = 0; draw < 12; draw++) {
        const described = composeDescription(random, family, { ...parts, specs });
        const damaged = withDamagedPackaging(described, draw % 2 === 0 ? 1 : 2);
        for (const texts of [described, damaged]) {
          for (const language of LANGUAGES) {
            const where = `${family} ${language}: ${texts[language]}`;
            expect(texts[language], where).toContain('Acme Toys');
            expect(texts[language], where).toContain('12 cm');
            expect(texts[language], where).not.toMatch(/[{}]/);
            if (language !== 'en') expect(texts[language], where).not.toBe(texts.en);
          }
          expect(texts.ja).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}].*。$/u);
          expect(texts.ja, texts.ja).not.toMatch(/。 /);
          expect(texts.pl).toMatch(/[ąćęłńóśźż]/);
        }
      }
    }
    const book = composeDescription(new Random('book'), 'book', { ...parts, specs: null });
    expect(book.fr).not.toContain('Dimensions');
    expect(book.es).toMatch(/Star Quest/);
  });
});
