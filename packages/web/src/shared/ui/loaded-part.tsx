import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first rendered, and which renders nothing until then
 * without suspending. Preact's Suspense loses track of a lazy child when the boundary's parent
 * renders again while the child's code is still loading (a logged-in customer's shell does,
 * as the session arrives): the child is rendered again on its own, outside the boundary, and
 * its pending import escapes as an uncaught error. Parts that show nothing while they load
 * need no boundary at all.
 */
export function loadedPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  function LoadedPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part !== null) return;
      let mounted = true;
      loading ??= load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          // a failed load is tried again the next time the part is rendered
          loading = null;
          throw error;
        },
      );
      loading.then(
        (part) => mounted && setPart(() => part),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Part]);
    return Part === null ? null : <Part {...props} />;
  }
  return LoadedPart;
}
