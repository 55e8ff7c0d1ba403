import { useParams } from 'react-router';
import { isLanguage, isShopCode } from '@shop/domain/shops.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';

/** The shop and language of a shell params object, or null when either is not one we know. */
export function shellParamsOf(params: Partial<Record<string, string>>): ShellParams | null {
  const { shop, language } = params;
  if (shop === undefined || language === undefined) return null;
  return isShopCode(shop) && isLanguage(language) ? { shop, language } : null;
}

/** The shop and language of the current page; the root loader has already made them valid. */
export function useShellParams(): ShellParams {
  const shell = shellParamsOf(useParams());
  if (shell === null) throw new Error('useShellParams is used outside the /:shop/:language routes');
  return shell;
}
