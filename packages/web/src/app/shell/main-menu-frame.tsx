import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Menu } from '@shop/domain/api/shell.ts';
import { knownShopVersion } from '#web/shared/api/client.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ChevronDownIcon } from '#web/shared/ui/icons.tsx';
import { sortedEntries } from '#web/shared/menu/menu-links.ts';
import { EntryLink } from '#web/app/shell/entry-link.tsx';

/** The list of the main menu's top-level entries, and each entry's box (main-menu.tsx too). */
export const TOP_LIST = '-mx-3 flex flex-wrap items-center';
export const TOP_ENTRY =
  'inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 hover:text-brand-800 data-[state=open]:bg-gray-100 data-[state=open]:text-brand-800';
export const TOP_CHEVRON = 'size-4 opacity-70';

/**
 * The box of the desktop main menu. The header shows it with the top-level links while the
 * menu's code loads (decisions 030 and 151), and the menu shows the skeleton while its entries
 * load, so nothing moves in between.
 */
export function MainMenuFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex min-h-11 max-w-content items-center px-4 sm:px-6">
        {children}
      </div>
    </nav>
  );
}

/**
 * The menu's top-level entries as plain links: the server's page and a browser without
 * JavaScript follow them, and they have the box of the dropdowns that replace them once the
 * menu's code is there (decision 151). An entry with sub-entries leads to its own page, as its
 * "All of" item does. The entries come from the cache (a server-rendered page brings them), not
 * asked for here: the ask and its contract stay out of the first page's JavaScript (get-menu.ts,
 * decision 030).
 */
export function MenuLinks() {
  const shell = useShellParams();
  const menu = useQueryClient().getQueryData<Menu>(
    sharedKeys.menu(shell.language, knownShopVersion()),
  );
  if (menu === undefined) return null;
  return (
    <ul className={TOP_LIST}>
      {sortedEntries(menu.entries).map((entry) => (
        <li key={entry.id}>
          <EntryLink shell={shell} entry={entry} className={TOP_ENTRY}>
            {entry.subEntries.length > 0 && <ChevronDownIcon className={TOP_CHEVRON} />}
          </EntryLink>
        </li>
      ))}
    </ul>
  );
}
