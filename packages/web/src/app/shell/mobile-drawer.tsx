import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useOfferedLanguages } from '#web/shared/i18n/offered-languages.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { logout } from '#web/shared/session/session.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ExternalLink } from '#web/shared/ui/external-link.tsx';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '#web/shared/ui/icons.tsx';
import { useMenu } from '#web/shared/menu/get-menu.ts';
import { accountLinks } from '#web/shared/account/account-links.ts';
import { useSwitchLanguage } from '#web/app/shell/use-switch-language.ts';
import { EntryLink } from '#web/app/shell/entry-link.tsx';
import { MOBILE_MENU_BUTTON } from '#web/app/shell/mobile-menu-button.ts';
import { sortedEntries } from '#web/shared/menu/menu-links.ts';
import { menuColumns } from '#web/shared/menu/menu-columns.ts';
import { topMenuEntries } from '#web/app/shell/top-menu-entries.ts';
import { useHeaderVacanciesUrl } from '#web/features/content/api/header-links-query.ts';

const ROW =
  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2.5 text-left text-base text-gray-900 hover:bg-gray-100';
const HEADING =
  'mt-4 border-t border-gray-200 px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase';

/** The drawer of the hamburger button (mobile-menu.tsx), loaded on its first press: it mounts open. */
export function MobileDrawer() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('menu.open')} className={MOBILE_MENU_BUTTON}>
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white">
            <Dialog.Title className="text-lg font-semibold">{t('menu.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('menu.close')}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">
            <MenuSection close={close} />
            <AccountSection close={close} />
            <ServiceSection close={close} />
            <LanguageSection close={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SectionProps {
  /** closes the drawer: every link and button of it does, before it acts */
  close: () => void;
}

function MenuSection({ close }: SectionProps) {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const menu = useMenu(shell.language);
  return (
    <nav aria-label={t('nav.main')}>
      {menu.isPending && <p className="px-3 py-2 text-sm text-gray-600">{t('menu.loading')}</p>}
      {menu.isError && <p className="px-3 py-2 text-sm text-gray-600">{t('menu.error')}</p>}
      {menu.isSuccess && (
        <ul>
          {sortedEntries(menu.data.entries).map((entry) => (
            <li key={entry.id}>
              <DrawerEntry shell={shell} entry={entry} level={0} onNavigate={close} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function AccountSection({ close }: SectionProps) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  return (
    <>
      <h2 className={HEADING}>{t('menu.title')}</h2>
      {user === null ? (
        <button
          type="button"
          onClick={() => {
            close();
            authDialogs.openLogin();
          }}
          className={`${ROW} font-semibold text-brand-800`}
        >
          {t('menu.login')}
        </button>
      ) : (
        <ul>
          <li className="px-3 pb-1 text-sm text-gray-600 tabular-nums">
            {t('menu.customerNumber', { customerNumber: user.customerNumber })}
          </li>
          {accountLinks(shell).map((link) => (
            <li key={link.key}>
              <Link to={link.href} onClick={close} className={ROW}>
                {t(`menu.link.${link.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
              className={ROW}
            >
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </>
  );
}

function ServiceSection({ close }: SectionProps) {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const session = useSession();
  const vacanciesUrl = useHeaderVacanciesUrl();
  return (
    <>
      <h2 className={HEADING}>{t('menu.service')}</h2>
      <ul>
        {topMenuEntries(shell, session, vacanciesUrl).map((entry) => (
          <li key={entry.key}>
            {entry.external ? (
              <ExternalLink href={entry.href} className={ROW}>
                {t(`top.${entry.key}`)}
              </ExternalLink>
            ) : (
              <Link to={entry.href} onClick={close} className={ROW}>
                {t(`top.${entry.key}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function LanguageSection({ close }: SectionProps) {
  const { t } = useTranslation(['shell', 'common']);
  const shell = useShellParams();
  const switchLanguage = useSwitchLanguage();
  const languages = useOfferedLanguages();
  return (
    <>
      <h2 className={HEADING}>{t('menu.languages')}</h2>
      <ul className="grid grid-cols-2 gap-1 px-1">
        {languages.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === shell.language ? 'true' : undefined}
              onClick={() => {
                close();
                switchLanguage(code);
              }}
              className={`${ROW} text-sm aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-900`}
            >
              {t(`common:language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

interface DrawerEntryProps {
  shell: ShellParams;
  entry: MenuEntry;
  /** 0 for the top-level entries, which are set in bold */
  level: number;
  onNavigate: () => void;
}

/** An entry with sub-entries opens and closes in place; one without is a plain link. */
function DrawerEntry({ shell, entry, level, onNavigate }: DrawerEntryProps) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const row = level === 0 ? `${ROW} font-semibold` : `${ROW} text-sm`;
  if (entry.subEntries.length === 0) {
    return <EntryLink shell={shell} entry={entry} onClick={onNavigate} className={row} />;
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={row}
      >
        {entry.name}
        <ChevronDownIcon
          className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="ml-3 border-l border-gray-200 pl-2">
        <li>
          <EntryLink
            shell={shell}
            entry={entry}
            label={t('menu.allOf', { name: entry.name })}
            onClick={onNavigate}
            className={`${ROW} text-sm`}
          />
        </li>
        {menuColumns(entry.subEntries).map((column) => (
          <li key={column.row}>
            {column.type !== null && (
              <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t(`menu.column.${column.type}`)}
              </p>
            )}
            <ul>
              {column.entries.map((sub) => (
                <li key={sub.id}>
                  <DrawerEntry
                    shell={shell}
                    entry={sub}
                    level={level + 1}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
