import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, type Language } from '@shop/domain/shops.ts';
import { rememberLanguage } from '#web/shared/i18n/language-choice.ts';
import { linkManifest } from '#web/shared/offline/app-manifest.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { failureDetail, reportClientError } from '#web/shared/errors/client-error-reporter.ts';
import { menuQueryOptions } from '#web/shared/menu/get-menu.ts';
import { withLanguage } from '#web/shared/routing/resolve-location.ts';
import { findOverviewEntry } from '#web/features/catalog/overview/overview-entry.ts';

/** /{shop}/{language}/overview/{name}: the page whose address holds a menu name of its language. */
const OVERVIEW_PATH = /^\/[^/]+\/([^/]+)\/overview\/([^/]+)$/;

/**
 * Rewrites the language segment of the current page, stores the choice and points the web
 * manifest at it, so the shop installed from here opens in it. An overview page's
 * address names its menu entry in the page's language, so the name is translated: the entry is
 * found in the old language's menu and named as the new language's menu names it. When that
 * fails the failure goes to the server log and the buyer to the start of the new language.
 */
export function useSwitchLanguage(): (language: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { shop } = useShellParams();
  return (language) => {
    if (!isLanguage(language)) return;
    rememberLanguage(language);
    // a page load gets the manifest of its shop and language from the server (page-document.ts)
    linkManifest({ shop, language });
    const target = withLanguage(location.pathname, language);
    const overview = OVERVIEW_PATH.exec(location.pathname);
    const from = overview?.[1];
    if (overview === null || from === undefined || !isLanguage(from)) {
      void navigate(target + location.search + location.hash);
      return;
    }
    void translatedName(queryClient, from, language, decodeName(overview[2] ?? '')).then((name) => {
      if (typeof name === 'string') {
        const page = target.replace(/\/overview\/[^/]+$/, `/overview/${encodeURIComponent(name)}`);
        void navigate(page + location.search + location.hash);
        return;
      }
      reportClientError('menuNameTranslation', location.pathname, name.detail);
      void navigate(target.replace(/\/overview\/[^/]+$/, ''));
    });
  };
}

function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The entry's name segment in the new language, or why there is none. */
async function translatedName(
  queryClient: QueryClient,
  from: Language,
  to: Language,
  name: string,
): Promise<string | { detail?: string }> {
  try {
    const [before, after] = await Promise.all([
      queryClient.fetchQuery(menuQueryOptions(from)),
      queryClient.fetchQuery(menuQueryOptions(to)),
    ]);
    const entry = findOverviewEntry(before.entries, name);
    const translated = entry && after.entries.find((candidate) => candidate.id === entry.id);
    if (!translated) return { detail: 'NO_MENU_ENTRY' };
    return translated.type === 'overview' && translated.value !== ''
      ? translated.value
      : translated.name;
  } catch (error) {
    return { detail: failureDetail(error) };
  }
}
