import type { FeedFormat } from '@shop/domain/api/feeds.ts';
import {
  csvAmount,
  csvNumber,
  csvStyle,
  formatCsvDate,
  safeCsvCell,
  type CsvCell,
} from '@shop/domain/rules/csv-format.ts';
import { googlePrice } from '@shop/domain/rules/product-feed.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { FeedArticle } from '#server/catalog/feed-articles.service.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';

/**
 * The three shapes of a product feed (docs/decisions/130-product-feeds.md), each written as
 * text chunks of about 64 KB while the articles are read, so a feed of any size holds one page
 * of articles and one chunk in memory.
 */

export interface FeedHead {
  name: string;
  format: FeedFormat;
  language: Language;
  currency: string;
  baseUrl: string;
}

export const FEED_CHUNK = 64 * 1024;
/** Google reads at most ten further pictures. */
const MAX_ADDITIONAL_IMAGES = 10;
const CURRENCY_DIGITS = 2;

export const FEED_CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  google: 'application/xml; charset=utf-8',
};

async function* chunked(
  head: string,
  parts: AsyncIterable<string>,
  tail: string,
): AsyncGenerator<string> {
  let buffer = head;
  for await (const part of parts) {
    buffer += part;
    if (buffer.length >= FEED_CHUNK) {
      yield buffer;
      buffer = '';
    }
  }
  yield buffer + tail;
}

async function* mapped<T>(
  articles: AsyncIterable<FeedArticle>,
  write: (article: FeedArticle, index: number) => T,
): AsyncGenerator<T> {
  let index = 0;
  for await (const article of articles) yield write(article, index++);
}

// --- CSV: the buyer's spreadsheet format of the feed's language (decision 122) -------------

const CSV_COLUMNS = [
  'articleNumber',
  'gtin',
  'name',
  'description',
  'producer',
  'theme',
  'productType',
  'category',
  'image',
  'furtherImages',
  'link',
  'availability',
  'availableFrom',
  'caseQuantity',
  'price',
  'currency',
  'weight',
  'size',
] as const;

const NEEDS_QUOTES = /[";,\r\n]/;

/**
 * One CSV record (RFC 4180, CRLF): a cell with a quote, a separator or a line break quoted, its
 * quotes doubled. Written here rather than by csv-stringify, whose setup per record made the
 * feed's CSV several times slower than its JSON.
 */
function csvLine(cells: readonly CsvCell[], delimiter: string): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const text = safeCsvCell(cells[i]);
    if (i > 0) line += delimiter;
    line += NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return `${line}\r\n`;
}

function csvFeed(head: FeedHead, articles: AsyncIterable<FeedArticle>): AsyncGenerator<string> {
  const text = shippedTexts(head.language, 'account');
  const style = csvStyle(head.language);
  const line = (cells: CsvCell[]) => csvLine(cells, style.delimiter);
  const headings = line(CSV_COLUMNS.map((column) => text(`feeds.column.${column}`)));
  const row = (a: FeedArticle) =>
    line([
      a.articleNumber,
      a.gtin,
      a.name,
      a.description,
      a.producer,
      a.theme,
      a.productType,
      a.category,
      a.images[0],
      a.images.slice(1).join(' '),
      a.link,
      a.availability,
      formatCsvDate(a.availableFrom, style.datePattern),
      a.caseQuantity,
      a.price === null ? null : csvAmount(a.price, CURRENCY_DIGITS, style),
      a.price === null ? null : head.currency,
      a.weight === null ? null : csvNumber(a.weight, style),
      a.size,
    ]);
  // the byte-order mark makes a spreadsheet read the file as UTF-8
  return chunked(`\uFEFF${headings}`, mapped(articles, row), '');
}

// --- JSON ------------------------------------------------------------------------------------

function jsonFeed(head: FeedHead, articles: AsyncIterable<FeedArticle>): AsyncGenerator<string> {
  const opening = JSON.stringify({
    name: head.name,
    language: head.language,
    currency: head.currency,
  }).slice(0, -1);
  const item = (a: FeedArticle, index: number) =>
    (index === 0 ? '' : ',') +
    JSON.stringify({
      ...a,
      price: a.price === null ? null : { amount: a.price, currency: head.currency },
    });
  return chunked(`${opening},"articles":[`, mapped(articles, item), ']}');
}

// --- Google Merchant Center: RSS 2.0 with the g: fields ---------------------------------------

// characters XML 1.0 does not allow, even escaped
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>]/g, (c) => XML_ESCAPES[c]!);
}

function element(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${xmlText(String(value))}</${name}>`;
}

/** An article date (a day, or a month: decision 147) as the ISO 8601 day Google reads. */
function googleDate(date: string | null): string | null {
  if (date === null) return null;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`;
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

function googleItem(a: FeedArticle, currency: string): string {
  const dated = a.availability === 'preorder' || a.availability === 'backorder';
  return [
    '<item>',
    element('g:id', a.articleNumber),
    element('g:title', a.name),
    element('g:description', a.description || a.name),
    element('g:link', a.link),
    element('g:image_link', a.images[0]),
    ...a.images
      .slice(1, 1 + MAX_ADDITIONAL_IMAGES)
      .map((image) => element('g:additional_image_link', image)),
    element('g:availability', a.availability),
    dated ? element('g:availability_date', googleDate(a.availableFrom)) : '',
    a.price === null ? '' : element('g:price', googlePrice(a.price, currency, CURRENCY_DIGITS)),
    element('g:brand', a.producer),
    element('g:gtin', a.gtin),
    element('g:mpn', a.articleNumber),
    a.gtin === null ? element('g:identifier_exists', 'no') : '',
    element('g:condition', 'new'),
    element('g:product_type', [a.category, a.productType].filter(Boolean).join(' > ')),
    element('g:custom_label_0', a.theme),
    element('g:custom_label_1', a.caseQuantity),
    a.weight === null ? '' : element('g:shipping_weight', `${a.weight} g`),
    element('g:size', a.size),
    '</item>\n',
  ].join('');
}

function googleFeed(head: FeedHead, articles: AsyncIterable<FeedArticle>): AsyncGenerator<string> {
  const opening =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>' +
    element('title', head.name) +
    element('link', head.baseUrl) +
    element('description', head.name) +
    '\n';
  return chunked(
    opening,
    mapped(articles, (a) => googleItem(a, head.currency)),
    '</channel></rss>\n',
  );
}

const WRITERS: Readonly<
  Record<
    FeedFormat,
    (head: FeedHead, articles: AsyncIterable<FeedArticle>) => AsyncGenerator<string>
  >
> = { csv: csvFeed, json: jsonFeed, google: googleFeed };

/** The feed's text, chunk by chunk, as its articles are read. */
export function feedText(
  head: FeedHead,
  articles: AsyncIterable<FeedArticle>,
): AsyncGenerator<string> {
  return WRITERS[head.format](head, articles);
}
