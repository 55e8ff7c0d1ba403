import { LANGUAGES, SHOP_CODES, type Language, type ShopCode } from '@shop/domain/shops.ts';
import { alternateLinks, pagePath } from '@shop/domain/rules/page-alternates.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  countPublicArticles,
  listPublicArticles,
  listPublicListings,
} from '#server/catalog/public-pages.service.ts';
import { API_PREFIXES } from '#server/http/api-paths.ts';

/**
 * robots.txt and the sitemaps (docs/decisions/024-seo-urls-and-page-loading.md): a sitemap index
 * naming, per shop and language, numbered sitemaps of the start page, the content pages, the
 * navigation's listings and the article pages; every URL with its 21 shop and language versions
 * and x-default as xhtml:link alternates. The protocol allows 50,000 URLs and 50 MB per file;
 * with 22 alternates a URL takes about 2.3 KB, so a file holds 5,000 URLs (about 12 MB).
 */
export const URLS_PER_SITEMAP = 5_000;

/**
 * Content pages that a visitor can read without logging in
 * (docs/product/content.md#content-routes).
 */
const CONTENT_PAGES = [
  'partner',
  'contact',
  'impressum',
  'copyright',
  'agb',
  'privacy-policy',
  'freight-surcharge',
  'faq',
  'payment',
];

/** Pages of one visitor or account that search engines have no use for. */
const PRIVATE_PAGES = [
  'account',
  'basket',
  'loginPortal',
  'password-recovery',
  'newsletter-unsubscribe',
  'newsletter-email-validation',
  'register',
  'forgot-password',
];

/** The article images stay crawlable: search results show them. */
const CRAWLABLE_PREFIXES = new Set<string>(['images']);

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const prefix of API_PREFIXES) {
    if (!CRAWLABLE_PREFIXES.has(prefix)) lines.push(`Disallow: /${prefix}/`);
  }
  for (const page of PRIVATE_PAGES) lines.push(`Disallow: /*/*/${page}`);
  lines.push('Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Pages before the articles: start page, content pages, listings (hex ids, as the client links them). */
async function fixedPages(db: DbOrTx): Promise<string[]> {
  const listings = await listPublicListings(db);
  return [
    '',
    ...CONTENT_PAGES,
    ...listings.map((listing) => `${listing.type}/${listing.id.toString(16)}`),
  ];
}

async function sitemapCount(db: DbOrTx, urlsPerFile: number): Promise<number> {
  const [fixed, articles] = await Promise.all([fixedPages(db), countPublicArticles(db)]);
  return Math.max(1, Math.ceil((fixed.length + articles) / urlsPerFile));
}

export function sitemapPath(shop: ShopCode, language: Language, number: number): string {
  return `/sitemaps/${shop}/${language}/${number}.xml`;
}

export async function sitemapIndex(
  db: DbOrTx,
  publicUrl: string,
  urlsPerFile = URLS_PER_SITEMAP,
): Promise<string> {
  const count = await sitemapCount(db, urlsPerFile);
  const entries: string[] = [];
  for (const shop of SHOP_CODES) {
    for (const language of LANGUAGES) {
      for (let number = 1; number <= count; number++) {
        const loc = escapeXml(publicUrl + sitemapPath(shop, language, number));
        entries.push(`<sitemap><loc>${loc}</loc></sitemap>`);
      }
    }
  }
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Sitemap `number` (from 1) of a shop and language; null when there is no such file. */
export async function shopSitemap(
  db: DbOrTx,
  publicUrl: string,
  shop: ShopCode,
  language: Language,
  number: number,
  urlsPerFile = URLS_PER_SITEMAP,
): Promise<string | null> {
  const fixed = await fixedPages(db);
  const start = (number - 1) * urlsPerFile;
  const end = start + urlsPerFile;
  const articleStart = Math.max(0, start - fixed.length);
  const articleCount = end - Math.max(start, fixed.length);
  const articles = articleCount > 0 ? await listPublicArticles(db, articleStart, articleCount) : [];
  const pages = [
    ...fixed.slice(start, end),
    ...articles.map((articleNumber) => `product/${encodeURIComponent(articleNumber)}`),
  ];
  if (pages.length === 0 && number > 1) return null;
  const entries = pages.map((page) => {
    const loc = escapeXml(publicUrl + pagePath(shop, language, page));
    const links = alternateLinks(page).map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(publicUrl + link.path)}"/>`,
    );
    return `<url><loc>${loc}</loc>${links.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Sitemap `number` (from 1) of a shop and language, refused with 404 past the last file. */
export async function sitemapFile(
  db: DbOrTx,
  publicUrl: string,
  shop: ShopCode,
  language: Language,
  number: number,
): Promise<string> {
  const xml = await shopSitemap(db, publicUrl, shop, language, number);
  if (xml === null) throw notFound('No such sitemap');
  return xml;
}
