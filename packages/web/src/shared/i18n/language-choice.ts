import type { Language } from '@shop/domain/shops.ts';
import { LANGUAGE_COOKIE } from '@shop/domain/language-cookie.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';
import { onServer } from '#web/shared/ssr/render-mode.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the language the visitor uses, in localStorage and in a cookie the server reads for its
 * render of an address with an unknown language (decision 126).
 */
export function rememberLanguage(language: Language): void {
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (readStored('language') === language && document.cookie.split('; ').includes(cookie)) return;
  writeStored('language', language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The language the visitor last used: in the browser from localStorage, on the server from the
 * cookie of the page's request (the renderer hands it on in the loaders' request).
 */
export function rememberedLanguage(request: Request): string | null {
  if (!onServer) return readStored('language');
  const prefix = `${LANGUAGE_COOKIE}=`;
  const cookies = (request.headers.get('cookie') ?? '').split(/;\s*/);
  return cookies.find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length) ?? null;
}
