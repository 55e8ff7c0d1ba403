import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '#server/seed/taxonomy.ts';
import {
  ARTICLE_VIEWS,
  articleViewPath,
  articleViews,
  drawingFor,
  escapeXml,
  renderArticleSvg,
  renderBannerSvg,
  type Drawing,
} from './article-image.ts';

/** Checks that every tag is closed in order and no raw `<` or `&` is left in text or attributes. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let position = 0;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(position, match.index);
    expect(between, `text before ${match[0]}`).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    for (const [, value] of match[3]!.matchAll(/="([^"]*)"/g)) {
      expect(value).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
    // a repeated attribute makes the whole picture invalid for the browser
    const names = [...match[3]!.matchAll(/([\w:-]+)="/g)].map(([, name]) => name);
    expect(new Set(names).size, match[0]).toBe(names.length);
    position = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(position).toBe(svg.length);
  expect(stack).toEqual([]);
}

const input = { articleNumber: 'AF1234', productType: 'Action Figure' };

describe('generated article pictures', () => {
  it('renders the same SVG for the same article and view, other colours for another article', () => {
    expect(renderArticleSvg(input)).toBe(renderArticleSvg({ ...input }));
    expect(renderArticleSvg(input)).not.toBe(
      renderArticleSvg({ ...input, articleNumber: 'AF1235' }),
    );
  });

  it('is a well-formed 600 x 600 SVG without any words in it', () => {
    for (const type of PRODUCT_TYPES) {
      for (const view of ARTICLE_VIEWS) {
        const svg = renderArticleSvg({ articleNumber: 'KF2001', productType: type.names.en, view });
        expectWellFormed(svg);
        expect(svg).toContain('width="600" height="600"');
        // no text, title or description element, and no font: nothing a language would need
        expect(svg).not.toMatch(/<(text|tspan|title|desc|textPath)\b|font-|aria-label/);
      }
    }
  });

  it('draws a fitting picture for every seeded product type, in every shop language', () => {
    const expected: Record<string, Drawing> = {
      'Action Figure': 'figure',
      Statue: 'statue',
      'Model Kit': 'modelKit',
      Plush: 'plush',
      Manga: 'book',
      Notebook: 'notebook',
      'Booster Display': 'cards',
      'Card Sleeves': 'sleeves',
      'T-Shirt': 'shirt',
      'Baseball Cap': 'cap',
      Backpack: 'bag',
      Mug: 'mug',
      Poster: 'poster',
      'Deck Box': 'box',
      'Display Case': 'display',
      'Shelf Unit': 'shelf',
      'Board Game': 'boardGame',
      'Dice Set': 'dice',
      'Jigsaw Puzzle': 'puzzle',
      Keychain: 'key',
      'Enamel Pin': 'pin',
      Actionfigur: 'figure',
      Plüschfigur: 'plush',
      Tasse: 'mug',
    };
    for (const [type, drawing] of Object.entries(expected))
      expect(drawingFor(type), type).toBe(drawing);
    for (const type of PRODUCT_TYPES) {
      for (const name of Object.values(type.names)) {
        expect(drawingFor(name), `${type.key} ${name}`).not.toBe('star');
      }
    }
    expect(drawingFor('Something else')).toBe('star');
  });

  it('gives different product types different drawings of the same article', () => {
    const pictures = new Set(
      ['Action Figure', 'Plush', 'Manga', 'Card Sleeves', 'T-Shirt', 'Mug', 'Jigsaw Puzzle'].map(
        (productType) => renderArticleSvg({ articleNumber: 'AF1234', productType }),
      ),
    );
    expect(pictures.size).toBe(7);
  });

  it('has two to four views per article, the front first, each drawn differently', () => {
    const counts = new Set<number>();
    for (let n = 1000; n < 1100; n++) {
      const views = articleViews(`XX${n}`);
      expect(views[0]).toBe('front');
      expect(views.length).toBeGreaterThanOrEqual(2);
      expect(views.length).toBeLessThanOrEqual(4);
      expect(new Set(views).size).toBe(views.length);
      counts.add(views.length);
      const pictures = views.map((view) => renderArticleSvg({ ...input, view }));
      expect(new Set(pictures).size).toBe(views.length);
    }
    expect([...counts].sort()).toEqual([2, 3, 4]);
    expect(articleViewPath('AF1234', 'front')).toBe('/images/articles/AF1234.svg');
    expect(articleViewPath('AF1234', 'box')).toBe('/images/articles/AF1234.svg?view=box');
  });

  it('renders banners as well-formed wide SVGs', () => {
    const svg = renderBannerSvg({ title: 'Hot deals & more', subtitle: '<every week>' });
    expectWellFormed(svg);
    expect(svg).toContain('width="1200" height="400"');
    expect(svg).toContain('Hot deals &amp; more');
    expect(escapeXml(`<&"'>`)).toBe('&lt;&amp;&quot;&apos;&gt;');
  });
});
