import { useEffect } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { genericDescription, type CommonT } from '#web/shared/seo/page-description.ts';
import { onServer, writeServerHead } from '#web/shared/ssr/render-mode.ts';

/**
 * The head's description element, made once. Written by hand: the client runs on Preact, which
 * renders a `<meta>` where it stands, in the body, not in the head as React 19 would (decision
 * 124).
 */
function descriptionElement(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found !== null) return found;
  const element = document.createElement('meta');
  element.name = 'description';
  document.head.append(element);
  return element;
}

/**
 * Sets the document title of a page, "{page} | {brand}" or the brand alone on the start page, and
 * its meta description: the page's own, written by one of shared/seo/page-description.ts with the
 * common texts, else the shop's generic one (docs/product/shell.md#shell-meta-description).
 */
export function useDocumentTitle(page: string | null, describe?: (t: CommonT) => string): void {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  const title = page === null ? brand : t('documentTitle', { page, brand });
  const text = (describe ?? genericDescription)(t);
  // the server writes them into the page's head (entry-server.tsx, decision 126)
  if (onServer) writeServerHead({ title, description: text });
  useEffect(() => {
    document.title = title;
    descriptionElement().content = text;
  }, [title, text]);
}
