import { config } from '#web/shared/config.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import type { SessionView } from '#web/shared/session/use-session.ts';

export type TopMenuKey =
  | 'explore'
  | 'partner'
  | 'wholesale'
  | 'contact'
  | 'vacancies'
  | 'about'
  | 'shipping'
  | 'storeSupport';

export interface TopMenuEntry {
  key: TopMenuKey;
  href: string;
  external: boolean;
}

/**
 * The header's top menu (docs/product/shell.md#shell-top-menu): explore, partner, wholesale,
 * contact, vacancies, about; logged-in users also get shipping and store support. Vacancies lead to
 * the external careers site the content settings name, else to the shop's own vacancies pages.
 */
export function topMenuEntries(
  shell: ShellParams,
  session: Pick<SessionView, 'isAuthenticated'>,
  vacanciesUrl: string | null = null,
): TopMenuEntry[] {
  const links = config.externalLinks;
  const entries: TopMenuEntry[] = [
    { key: 'explore', href: links.explore, external: true },
    { key: 'partner', href: paths.partner.href(shell), external: false },
    { key: 'wholesale', href: links.wholesale, external: true },
    { key: 'contact', href: paths.contact.href(shell), external: false },
    vacanciesUrl === null
      ? { key: 'vacancies', href: paths.vacancies.href(shell), external: false }
      : { key: 'vacancies', href: vacanciesUrl, external: true },
    { key: 'about', href: links.about, external: true },
  ];
  if (session.isAuthenticated) {
    entries.push(
      { key: 'shipping', href: paths.accountShipping.href(shell), external: false },
      { key: 'storeSupport', href: paths.storeSupport.href(shell), external: false },
    );
  }
  return entries;
}
