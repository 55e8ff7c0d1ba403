import { act, render, screen } from '@testing-library/react';
import { createInstance, type TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: { ja: ['en'], default: [] },
    resources: {
      en: {
        shell: { 'search.button': 'Search' },
        common: { 'actions.close': 'Close', 'count.articles': '{{count}} articles' },
      },
      de: {
        shell: { 'search.button': 'Suchen' },
        common: { 'actions.close': 'Schließen', 'count.articles': '{{count}} Artikel' },
      },
      ja: { shell: { 'search.button': '検索' }, common: {} },
    },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const seen: TFunction[] = [];

function Texts() {
  const { t } = useTranslation(['shell', 'common']);
  seen.push(t as TFunction);
  return (
    <p>
      {t('search.button')} · {t('common:actions.close')} ·{' '}
      {t('common:count.articles', { count: 3 })}
    </p>
  );
}

describe('useTranslation', () => {
  it('reads the first namespace by default and the others by prefix, with interpolation', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    expect(screen.getByText('Search · Close · 3 articles')).toBeTruthy();
  });

  it('renders again in the new language, falling back where a text is missing', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Suchen · Schließen · 3 Artikel')).toBeTruthy();
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByText('検索 · Close · 3 articles')).toBeTruthy();
  });

  it('gives every component of a language the same t', async () => {
    const i18n = await instance();
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
        <Texts />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
