import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Translations } from '@shop/domain/api/shell.ts';
import { fillTextSlots } from '@shop/domain/rules/text-slots.ts';
import { isLanguage, isShopCode, type Language, type ShopCode } from '@shop/domain/shops.ts';

/** Languages whose texts are complete; the others also read English for the keys they lack. */
const COMPLETE_LANGUAGES: ReadonlySet<Language> = new Set(['de', 'en']);

/** The languages whose texts a page in `language` loads (packages/web/src/shared/i18n/i18n.ts). */
export function textLanguages(language: Language): Language[] {
  return COMPLETE_LANGUAGES.has(language) ? [language] : [language, 'en'];
}

const templatesSchema = z.record(z.string(), z.string());

/** Where the client's build leaves the consent bar's markup (packages/web/write-boot-templates.ts). */
const CONSENT_BAR_FILE = path.join('boot', 'consent-bar.json');

const ROOT = '<div id="root">';

export interface PageRequest {
  url: string;
  /** the visitor has made a consent choice (its cookie is set) */
  consentDecided: boolean;
}

/**
 * The HTML of a page of the client (decision 071): index.html in the address's language, and for
 * a visitor without a consent choice the consent bar ahead of the client's root, its texts from
 * the same table the client reads. The bar is the largest text of a phone's first screen, so the
 * page paints it before any JavaScript has run; the client's own bar replaces it.
 */
export function createFirstPaintDocument(
  webDist: string,
  translations: (language: Language) => Promise<Translations>,
): (request: PageRequest) => Promise<string> {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const templates = readTemplates(path.join(webDist, CONSENT_BAR_FILE));

  async function consentBar(shop: ShopCode, language: Language): Promise<string | null> {
    const template = templates[`${shop}/${language}`];
    if (template === undefined) return null;
    const texts = await Promise.all(textLanguages(language).map(translations));
    return fillTextSlots(template, (namespaceAndKey) => {
      const [namespace = '', key = ''] = namespaceAndKey.split(':');
      return texts.map((text) => text.resources[namespace]?.[key]).find((t) => t !== undefined);
    });
  }

  return async ({ url, consentDecided }) => {
    const [, shop = '', language = ''] = url.split(/[/?#]/);
    if (!isShopCode(shop) || !isLanguage(language)) return index;
    const html = index.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`);
    const bar = consentDecided ? null : await consentBar(shop, language).catch(() => null);
    return bar === null ? html : html.replace(ROOT, `${bar}${ROOT}`);
  };
}

/** A build without the templates (an older build, a test's stand-in) sends pages without the bar. */
function readTemplates(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  return templatesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
