import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@shop/messages/en.json';
import ja from '@shop/messages/ja.json';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import de from '@shop/messages/de.json';
import es from '@shop/messages/es.json';
import fr from '@shop/messages/fr.json';
import it_ from '@shop/messages/it.json';
import pl from '@shop/messages/pl.json';
import {
  articleDescription,
  contentDescription,
  DESCRIBED_PAGES,
  pageDescription,
  genericDescription,
  listingDescription,
  shortText,
  startDescription,
  type CommonT,
} from '#web/shared/seo/page-description.ts';

afterEach(cleanup);

/** The common texts of a language, as a server renderer would have them. */
const resources = { de, en, es, fr, it: it_, pl, ja };

async function commonT(language: keyof typeof resources): Promise<CommonT> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources,
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'common');
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// docs/product/shell.md#shell-meta-description
describe('page descriptions', () => {
  it('describe each kind of page in its language, within a search result’s length', async () => {
    const t = await commonT('en');
    expect(startDescription(t)).toMatch(/^Wholesale Shop, the wholesaler for retailers/);
    expect(listingDescription(t, { name: 'Plush', hits: 1 })).toMatch(/^Plush: 1 article at /);
    expect(listingDescription(t, { name: 'Plush', hits: 42 })).toMatch(/^Plush: 42 articles /);
    expect(
      articleDescription(t, {
        name: 'Ember Plush Fox',
        producer: 'Maple Plush',
        text: `<p>Soft fox, 25 cm.</p> ${'Lorem ipsum dolor sit amet. '.repeat(20)}`,
      }),
    ).toMatch(/^Ember Plush Fox by Maple Plush, wholesale: Soft fox, 25 cm\. Lorem .*…$/);
    expect(articleDescription(t, { name: 'Fox', producer: null, text: 'Soft.' })).toBe(
      'Fox, wholesale: Soft.',
    );
    expect(contentDescription(t, 'Imprint')).toMatch(/^Imprint – Wholesale Shop/);
    expect(genericDescription(t)).toMatch(/^Wholesale Shop: wholesale for toys/);
    const ja = await commonT('ja');
    expect(listingDescription(ja, { name: 'ぬいぐるみ', hits: 42 })).toMatch(
      /^ぬいぐるみ：Wholesale Shopの卸売商品42点。/,
    );
    for (const text of [startDescription(ja), genericDescription(ja)]) {
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it.each(Object.keys(resources) as (keyof typeof resources)[])(
    'give each page without data of its own a sentence of its own in %s',
    async (language) => {
      const t = await commonT(language);
      const texts = DESCRIBED_PAGES.map((page) => pageDescription(t, page));
      for (const [index, text] of texts.entries()) {
        const page = DESCRIBED_PAGES[index];
        expect(text, `${language} ${page}`).not.toMatch(/^meta\.|{{/);
        expect(text.length, `${language} ${page}`).toBeLessThanOrEqual(160);
        expect(text.length, `${language} ${page}`).toBeGreaterThanOrEqual(
          language === 'ja' ? 40 : 90,
        );
      }
      expect(new Set([...texts, genericDescription(t)]).size).toBe(texts.length + 1);
    },
  );

  it('cut a long text at a word, with an ellipsis', () => {
    expect(shortText('<b>short</b>   text')).toBe('short text');
    const cut = shortText('word '.repeat(50), 30);
    expect(cut).toBe('word word word word word word…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  function Page({ title, own }: { title: string; own: boolean }) {
    useDocumentTitle(title, own ? (t) => contentDescription(t, title) : undefined);
    return (
      <>
        <h1>{title}</h1>
        <Link to="/de/en/account">Account</Link>
      </>
    );
  }

  it('are set in the head on every route change, the generic one where a page has none', async () => {
    renderRoute('/de/en/faq', [
      { path: 'faq', element: <Page title="FAQ" own /> },
      { path: 'account', element: <Page title="Account" own={false} /> },
    ]);
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(description()).toMatch(/^FAQ – Wholesale Shop/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    await screen.findByRole('heading', { name: 'Account' });
    expect(description()).toMatch(/^Wholesale Shop: wholesale for toys/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
