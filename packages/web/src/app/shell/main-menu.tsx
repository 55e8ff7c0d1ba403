import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ChevronDownIcon, ChevronRightIcon } from '#web/shared/ui/icons.tsx';
import { useMenu } from '#web/shared/menu/get-menu.ts';
import { menuColumns, menuTarget, sortedEntries } from '#web/shared/menu/menu-links.ts';

const ITEM =
  'flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-gray-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';
const CONTENT =
  'z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg';

/** The desktop main menu from /api/menu: categories and more, with sub-entries in dropdowns. */
export function MainMenu() {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const menu = useMenu(shell.language);

  return (
    <nav aria-label={t('nav.main')} className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex min-h-11 max-w-content items-center px-4 sm:px-6">
        {menu.isPending && <MenuSkeleton label={t('menu.loading')} />}
        {menu.isError && <p className="py-2 text-sm text-gray-600">{t('menu.error')}</p>}
        {menu.isSuccess && (
          <ul className="-mx-3 flex flex-wrap items-center">
            {sortedEntries(menu.data.entries).map((entry) => (
              <li key={entry.id}>
                <TopLevelEntry shell={shell} entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

const TOP =
  'inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 hover:text-brand-800 data-[state=open]:bg-gray-100 data-[state=open]:text-brand-800';

function TopLevelEntry({ shell, entry }: { shell: ShellParams; entry: MenuEntry }) {
  if (entry.subEntries.length === 0)
    return <EntryLink shell={shell} entry={entry} className={TOP} />;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={TOP}>
        {entry.name}
        <ChevronDownIcon className="size-4 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={2} className={CONTENT}>
          <SubEntries shell={shell} entry={entry} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * "All of {entry}" first, then the sub-entries in columns, one per row of the menu (categories,
 * product types, producers), each headed by its type. A sub-entry with entries opens a submenu.
 */
function SubEntries({ shell, entry }: { shell: ShellParams; entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  const columns = menuColumns(entry.subEntries);
  return (
    <>
      <DropdownMenu.Item asChild className={`${ITEM} font-semibold`}>
        <EntryLink shell={shell} entry={entry} label={t('menu.allOf', { name: entry.name })} />
      </DropdownMenu.Item>
      <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
      <div className="grid auto-cols-[minmax(12rem,1fr)] grid-flow-col gap-x-2">
        {columns.map((column) => (
          <DropdownMenu.Group key={column.row} className="min-w-48">
            {column.type !== null && columns.length > 1 && (
              <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t(`menu.column.${column.type}`)}
              </DropdownMenu.Label>
            )}
            {column.entries.map((sub) => (
              <SubEntry key={sub.id} shell={shell} entry={sub} />
            ))}
          </DropdownMenu.Group>
        ))}
      </div>
    </>
  );
}

function SubEntry({ shell, entry }: { shell: ShellParams; entry: MenuEntry }) {
  if (entry.subEntries.length === 0) {
    return (
      <DropdownMenu.Item asChild className={ITEM}>
        <EntryLink shell={shell} entry={entry} />
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${ITEM} data-[state=open]:bg-brand-50`}>
        {entry.name}
        <ChevronRightIcon className="size-4 opacity-70" />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent sideOffset={4} className={CONTENT}>
          <SubEntries shell={shell} entry={entry} />
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

interface EntryLinkProps extends ComponentPropsWithRef<'a'> {
  shell: ShellParams;
  entry: MenuEntry;
  label?: string;
}

/** A menu entry as a link; external links open in a new tab. Forwards Radix's item props. */
export function EntryLink({ shell, entry, label, ...anchorProps }: EntryLinkProps) {
  const target = menuTarget(shell, entry);
  if (target.kind === 'external') {
    return (
      <a {...anchorProps} href={target.href} target="_blank" rel="noopener noreferrer">
        {label ?? entry.name}
      </a>
    );
  }
  return (
    <Link {...anchorProps} to={target.href}>
      {label ?? entry.name}
    </Link>
  );
}

function MenuSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex gap-6 py-3">
      <span className="sr-only">{label}</span>
      {[20, 28, 24, 32, 20, 24].map((width, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="h-4 animate-pulse rounded-md bg-gray-100"
          style={{ width: `${width * 4}px` }}
        />
      ))}
    </div>
  );
}
