import { useSyncExternalStore } from 'react';
import { onHydrated, rendersAsServer } from '#web/shared/ssr/render-mode.ts';

const scripted = () => !rendersAsServer();

/**
 * Whether the page's script handles this component yet: false in the server's markup and in the
 * first render over it, true after that. A control that only a script can handle is disabled
 * until then (decision 126).
 */
export function useScripted(): boolean {
  return useSyncExternalStore(onHydrated, scripted, () => false);
}
