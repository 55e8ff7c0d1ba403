import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
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
        shell: { 'search.submit': 'Search' },
        common: { retry: 'Try again', 'shippingCosts.days': '{{days}} days' },
      },
      de: {
        shell: { 'search.submit': 'Suchen' },
        common: { retry: 'Erneut versuchen', 'shippingCosts.days': '{{days}} Tage' },
      },
      ja: { shell: { 'search.submit': '検索' }, common: {} },
    },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const seen: unknown[] = [];

function Texts() {
  const { t } = useTranslation(['shell', 'common']);
  seen.push(t);
  return (
    <p>
      {t('search.submit')} · {t('common:retry')} · {t('common:shippingCosts.days', { days: 3 })}
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
    expect(screen.getByText('Search · Try again · 3 days')).toBeTruthy();
  });

  it('renders again in the new language, falling back where a text is missing', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Suchen · Erneut versuchen · 3 Tage')).toBeTruthy();
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByText('検索 · Try again · 3 days')).toBeTruthy();
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
