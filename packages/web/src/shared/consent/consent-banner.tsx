import { lazy, Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import {
  ACCEPT_ALL,
  REJECT_ALL,
  consentStore,
  useConsent,
  type ConsentChoice,
} from '#web/shared/consent/consent-store.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { HydrateLater, SHELL_STEP } from '#web/shared/ssr/hydrate-later.tsx';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useBottomBar } from '#web/shared/ui/bottom-bar.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';

// the dialog (with the shop's Modal) loads when it opens; the bar is part of the first render,
// where its text is the largest element of a phone's first screen (decision 065)
const LazyConsentDialog = lazy(async () => ({
  default: (await import('#web/shared/consent/consent-dialog.tsx')).ConsentDialog,
}));

function ConsentDialog(props: ComponentProps<typeof LazyConsentDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyConsentDialog {...props} />
    </Suspense>
  );
}

/**
 * The consent banner (docs/decisions/058-consent-banner-and-client-tracking.md), shown while a
 * choice is missing or asked for again. A bar at the bottom that leaves the page usable, first
 * in the tab order so keyboard and screen-reader users meet it before the page; "Choose" opens a
 * dialog with the categories as checkboxes, which the footer's "Cookie settings" opens directly.
 */
export function ConsentBanner() {
  const { choice, settingsOpen } = useConsent();
  const [choosing, setChoosing] = useState(false);
  if (settingsOpen) {
    return (
      <ConsentDialog
        initial={choice ?? REJECT_ALL}
        // from the footer the dialog's own focus return goes back to the footer's button
        onDecide={(decided) => consentStore.decide(decided)}
        onClose={() => consentStore.closeSettings()}
      />
    );
  }
  return (
    <>
      {/* taken over from the server's page a task after the header's search (decision 155) */}
      <HydrateLater step={SHELL_STEP}>
        <ConsentBar onChoose={() => setChoosing(true)} />
      </HydrateLater>
      {choosing && (
        <ConsentDialog
          initial={REJECT_ALL}
          onDecide={decideFromBar}
          onClose={() => setChoosing(false)}
        />
      )}
    </>
  );
}

/**
 * After a choice from the bar, which then goes away with its buttons, the focus goes to the
 * page (after the dialog's own focus return, which finds its button gone).
 */
function decideFromBar(choice: ConsentChoice): void {
  consentStore.decide(choice);
  setTimeout(() => document.getElementById('main')?.focus(), 0);
}

/**
 * The bar itself. The server renders it into a first visit's page (decision 126); there its
 * buttons are disabled until the page's script can handle them.
 */
export function ConsentBar({ onChoose }: { onChoose: () => void }) {
  const beforeScript = !useScripted();
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const titleId = useId();
  const bar = useRef<HTMLElement>(null);
  // a dialog opened on a first visit (/register) ends above the bar (decision 118)
  useBottomBar(bar, true);
  return (
    <section
      ref={bar}
      aria-labelledby={titleId}
      data-beside-dialogs=""
      // usable beside an open dialog, whose layer makes the rest of the page ignore the pointer
      className="pointer-events-auto fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {t('consent.text')}{' '}
            <Link
              to={`${paths.privacy.href(shell)}#cookies`}
              className="font-medium text-brand-800 underline"
            >
              {t('consent.privacy')}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <button
            type="button"
            className={buttonClasses('primary', 'col-span-2 sm:order-3')}
            disabled={beforeScript}
            onClick={() => decideFromBar(ACCEPT_ALL)}
          >
            {t('consent.acceptAll')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm:order-2')}
            disabled={beforeScript}
            onClick={() => decideFromBar(REJECT_ALL)}
          >
            {t('consent.rejectAll')}
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            className={buttonClasses('secondary', 'sm:order-1')}
            disabled={beforeScript}
            onClick={onChoose}
          >
            {t('consent.choose')}
          </button>
        </div>
      </div>
    </section>
  );
}
