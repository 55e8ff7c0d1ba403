import { Suspense, useState, type ReactElement } from 'react';
import { hydrationStep } from '#web/shared/ssr/render-mode.ts';

/** The step of the shell's parts beside the search and the buttons: menus, consent bar. */
export const SHELL_STEP = 1;
/**
 * The first step of a page's later parts (its further cards, its sections). The page itself is
 * taken over with the header: a navigation during the takeover renders into it at once.
 */
export const PAGE_STEP = 2;

/** The parts that have waited once: a part suspends once only (Step). */
const waitedOnce = new WeakSet<object>();

function Step({ step, children }: { step: number; children: ReactElement }): ReactElement {
  const [part] = useState(() => ({}));
  const waiting = hydrationStep(step);
  // Preact keeps the server's markup of a part that suspends while it takes the page over, and
  // takes that part over once the promise is resolved (decision 155). It suspends once only: a
  // part rendered again before its step (a navigation, new data) is taken over then, as Preact
  // loses a part that suspends a second time during the takeover.
  if (waiting !== null && !waitedOnce.has(part)) {
    waitedOnce.add(part);
    throw waiting;
  }
  return children;
}

/**
 * A part of the server's page the browser takes over in a later task (step 1, 2, …) than the
 * first render over the markup; on the server and in every other render it renders as it is.
 * `children` must be one element: Preact keeps the first element of a waiting part's markup.
 */
export function HydrateLater({ step, children }: { step: number; children: ReactElement }) {
  if (step <= 0) return children;
  return (
    <Suspense fallback={null}>
      <Step step={step}>{children}</Step>
    </Suspense>
  );
}
