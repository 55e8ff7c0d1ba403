import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useBarsBesideDialogsHeight } from '#web/shared/ui/bottom-bar.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';

const WIDTH = { md: 'sm:max-w-md', lg: 'sm:max-w-xl', xl: 'sm:max-w-3xl' } as const;
/** On phones a dialog fills the screen; an alert is a card, with the screen it interrupts around it. */
const PHONE = {
  dialog: 'inset-x-0 top-0 bottom-(--bars-beside)',
  alertdialog: 'inset-x-4 top-[12vh] max-h-[calc(76vh-var(--bars-beside))] rounded-md',
} as const;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the accessible name of the dialog, shown as its heading */
  title: string;
  /** a sentence under the title, read out as the dialog's description */
  description?: string;
  size?: keyof typeof WIDTH;
  /**
   * alertdialog for a failure that interrupts the buyer: read out at once, and a click beside
   * it does not dismiss it unread
   */
  role?: 'dialog' | 'alertdialog';
  /** false for a dialog whose own buttons close it, so no second "Close" stands beside them */
  closeButton?: boolean;
  children: ReactNode;
}

/**
 * Focus goes to the element marked `data-autofocus` (the first field of a form) when the dialog
 * opens; without one, to the dialog itself, so its name is read out and no button looks chosen.
 */
function focusMarkedField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  event.preventDefault();
  const marked = content.querySelector<HTMLElement>('[data-autofocus]');
  (marked ?? content).focus();
}

/**
 * When it closes, the focus goes back to the element that had it when the dialog opened (the
 * button that opened it), as WAI-ARIA's dialog pattern asks. Radix returns it only to a
 * `Dialog.Trigger`, which the shop's dialogs, opened from their own buttons, do not have, and
 * otherwise left it on the page's body.
 */
function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (element === null || !element.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/**
 * A bar that stays usable beside a dialog (the consent bar on a first visit) keeps working with
 * the pointer: pressing it neither closes the dialog nor is swallowed by it (decision 118).
 */
function isBesideDialogs(event: Event): boolean {
  const target = event.target;
  return target instanceof Element && target.closest('[data-beside-dialogs]') !== null;
}

/**
 * The shop's modal dialog (Radix): focus trapped inside and returned on close, Escape and the
 * close button cancel. On phones it fills the screen (an alert excepted), from 640 px it is a
 * centred card; either ends above the consent bar while that shows, and its shade too, so
 * neither covers the other (decision 118).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role = 'dialog',
  closeButton = true,
  children,
}: ModalProps) {
  const { t } = useTranslation('common');
  const focusReturn = useFocusReturn();
  const bars = { '--bars-beside': `${useBarsBesideDialogsHeight()}px` } as CSSProperties;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={bars}
          className="fixed inset-x-0 top-0 bottom-(--bars-beside) z-50 bg-gray-950/50"
        />
        <Dialog.Content
          style={bars}
          // without a description Radix must not point to one
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            focusReturn.remember();
            focusMarkedField(event);
          }}
          onCloseAutoFocus={focusReturn.restore}
          role={role}
          onInteractOutside={(event) => {
            if (role === 'alertdialog' || isBesideDialogs(event)) event.preventDefault();
          }}
          className={`fixed z-50 flex flex-col overflow-y-auto bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-[6vh] sm:left-1/2 sm:max-h-[calc(88vh-var(--bars-beside))] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:rounded-md ${PHONE[role]} ${WIDTH[size]}`}
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-200 bg-white px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold tracking-tight text-gray-900">
                {title}
              </Dialog.Title>
              {description !== undefined && (
                // on phones the screen is for the form: the description stays for screen readers
                <Dialog.Description className="mt-1 hidden text-sm text-gray-600 sm:block">
                  {description}
                </Dialog.Description>
              )}
            </div>
            {closeButton && (
              <Dialog.Close
                aria-label={t('close')}
                className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              >
                <CloseIcon className="size-6" />
              </Dialog.Close>
            )}
          </div>
          <div className="flex-1 px-5 py-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
