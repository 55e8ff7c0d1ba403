import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ChevronDownIcon, ChevronRightIcon } from '#web/shared/ui/icons.tsx';
import { useMenu } from '#web/shared/menu/get-menu.ts';
import { sortedEntries } from '#web/shared/menu/menu-links.ts';
import { menuColumns } from '#web/shared/menu/menu-columns.ts';
import { EntryLink } from '#web/app/shell/entry-link.tsx';
import {
  MainMenuFrame,
  TOP_CHEVRON,
  TOP_ENTRY,
  TOP_LIST,
} from '#web/app/shell/main-menu-frame.tsx';

const ITEM =
  'flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-gray-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';
const CONTENT =
  'z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg';

/**
 * The desktop main menu from /api/menu: categories and more, with sub-entries in dropdowns. The
 * header loads it on desktop widths only, after the first render, in place of the same entries
 * as plain links (decisions 030 and 151).
 */
export function MainMenu() {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const menu = useMenu(shell.language);

  return (
    <MainMenuFrame>
      {menu.isPending && <MenuSkeleton label={t('menu.loading')} />}
      {menu.isError && <p className="py-2 text-sm text-gray-600">{t('menu.error')}</p>}
      {menu.isSuccess && (
        <ul className={TOP_LIST}>
          {sortedEntries(menu.data.entries).map((entry) => (
            <li key={entry.id}>
              <TopLevelEntry shell={shell} entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </MainMenuFrame>
  );
}

function TopLevelEntry({ shell, entry }: { shell: ShellParams; entry: MenuEntry }) {
  if (entry.subEntries.length === 0)
    return <EntryLink shell={shell} entry={entry} className={TOP_ENTRY} />;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={TOP_ENTRY}>
        {entry.name}
        <ChevronDownIcon className={TOP_CHEVRON} />
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
