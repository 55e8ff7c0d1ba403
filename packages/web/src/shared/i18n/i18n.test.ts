import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n, switchLanguage } from '#web/shared/i18n/i18n.ts';
import { stubApi } from '#web/shared/testing/api-stub.ts';

const texts = (language: string, retry: string) => ({
  language,
  version: '1',
  resources: { common: { retry }, shell: { 'search.submit': `${retry}!` } },
});

afterEach(() => vi.unstubAllGlobals());

describe('the texts of the first page and of a language chosen later', () => {
  it('asks once for the first language, then once for a language switched to and its fallback', async () => {
    const api = stubApi({
      'GET /loca/getLanguage/de': texts('de', 'Erneut versuchen'),
      'GET /loca/getLanguage/fr': texts('fr', 'Réessayer'),
      'GET /loca/getLanguage/en': texts('en', 'Try again'),
    });
    await startI18n('de');
    expect(i18n.t('common:retry')).toBe('Erneut versuchen');
    expect(i18n.t('shell:search.submit')).toBe('Erneut versuchen!');
    const asked = () =>
      api.mock.calls.map(([input]) => new URL(String(input), 'http://s').pathname);
    expect(asked()).toEqual(['/loca/getLanguage/de']);

    await switchLanguage('fr');
    expect(i18n.t('common:retry')).toBe('Réessayer');
    expect(asked().sort()).toEqual([
      '/loca/getLanguage/de',
      '/loca/getLanguage/en',
      '/loca/getLanguage/fr',
    ]);
  });
});
