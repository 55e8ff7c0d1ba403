import { useEffect, useState } from 'react';
import { rendersAsServer } from '#web/shared/ssr/render-mode.ts';

/**
 * Whether the page's script handles this component yet: false in the server's markup and in the
 * first render over it, true once it has mounted. A control that only a script can handle is
 * disabled until then (decision 126).
 */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(() => !rendersAsServer());
  useEffect(() => setScripted(true), []);
  return scripted;
}
