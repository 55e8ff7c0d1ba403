import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '#server/seed/taxonomy.ts';
import { escapeXml, pictogramFor, renderArticleSvg, renderBannerSvg } from './article-image.ts';

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
    position = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(position).toBe(svg.length);
  expect(stack).toEqual([]);
}

const input = {
  articleNumber: 'AF1234',
  name: 'Nebula Knights Action Figure Vela 18 cm',
  producer: 'Astral Forge Collectibles',
  productType: 'Action Figure',
};

describe('generated article pictures', () => {
  it('renders the same SVG for the same article', () => {
    expect(renderArticleSvg(input)).toBe(renderArticleSvg({ ...input }));
    expect(renderArticleSvg(input)).not.toBe(
      renderArticleSvg({ ...input, producer: 'Kumo Figures' }),
    );
  });

  it('is a well-formed 600 x 600 SVG showing the product type and article number', () => {
    const svg = renderArticleSvg(input);
    expectWellFormed(svg);
    expect(svg).toContain('width="600" height="600"');
    expect(svg).toContain('Action Figure · AF1234');
    expect(svg).toContain('ASTRAL FORGE COLLECTIBLES');
  });

  it('escapes text taken from the catalog', () => {
    const svg = renderArticleSvg({
      articleNumber: 'X<1>&"2"',
      name: 'Tom & Jerry\'s <script>alert("x")</script>',
      producer: 'A&B "Toys" <Ltd>',
      productType: 'Mug & <Cup>',
    });
    expectWellFormed(svg);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;script&gt;');
    expect(escapeXml(`<&"'>`)).toBe('&lt;&amp;&quot;&apos;&gt;');
  });

  it('uses the given hue and keeps long names to two lines', () => {
    const svg = renderArticleSvg({ ...input, hue: 400, name: 'word '.repeat(40) });
    expect(svg).toContain('hsl(40, 72%, 94%)');
    expect(svg.match(/font-size="28"/g)).toHaveLength(2);
    expectWellFormed(svg);
  });

  it('draws a fitting pictogram for every seeded product type', () => {
    const expected: Record<string, string> = {
      'Action Figure': 'figure',
      Plush: 'plush',
      Manga: 'book',
      'Booster Display': 'cards',
      'Card Sleeves': 'cards',
      'T-Shirt': 'shirt',
      'Baseball Cap': 'cap',
      Backpack: 'bag',
      Mug: 'mug',
      Poster: 'frame',
      'Deck Box': 'box',
      'Shelf Unit': 'shelf',
      'Board Game': 'dice',
      'Jigsaw Puzzle': 'puzzle',
      Keychain: 'key',
      'Enamel Pin': 'pin',
      Actionfigur: 'figure',
      Tasse: 'mug',
    };
    for (const [type, pictogram] of Object.entries(expected))
      expect(pictogramFor(type), type).toBe(pictogram);
    for (const type of PRODUCT_TYPES) {
      expect(pictogramFor(type.names.en), type.names.en).not.toBe('star');
      expectWellFormed(renderArticleSvg({ ...input, productType: type.names.en }));
    }
    expect(pictogramFor('Something else')).toBe('star');
  });

  it('renders banners as well-formed wide SVGs', () => {
    const svg = renderBannerSvg({ title: 'Hot deals & more', subtitle: '<every week>' });
    expectWellFormed(svg);
    expect(svg).toContain('width="1200" height="400"');
    expect(svg).toContain('Hot deals &amp; more');
  });
});
