import { Suspense, type ReactElement } from 'react';
import { hydrationStep } from '#web/shared/ssr/render-mode.ts';

/** The step of the shell's parts beside the search and the buttons: menus, consent bar. */
export const SHELL_STEP = 1;
/** The step the page below the header is taken over in; its own later parts follow it. */
export const PAGE_STEP = 2;

function Step({ step, children }: { step: number; children: ReactElement }): ReactElement {
  const waiting = hydrationStep(step);
  // Preact keeps the server's markup of a part that suspends while it takes the page over, and
  // takes that part over once the promise is resolved (decision 155)
  if (waiting !== null) throw waiting;
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
