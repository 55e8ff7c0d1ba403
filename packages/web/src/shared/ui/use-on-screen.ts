import { useEffect, useState, type RefObject } from 'react';

interface OnScreenOptions {
  /** how far outside the viewport an element already counts as on screen, e.g. '200px' */
  rootMargin?: string;
  /** stay true once the element was seen (for work that should happen only once) */
  once?: boolean;
  /** the answer where the browser cannot tell (no IntersectionObserver) */
  whenUnknown?: boolean;
}

/** Whether an element is on screen (or near it, with a root margin). */
export function useOnScreen(
  ref: RefObject<Element | null>,
  { rootMargin, once = false, whenUnknown = false }: OnScreenOptions = {},
): boolean {
  const observable = typeof IntersectionObserver === 'function';
  const [visible, setVisible] = useState(observable ? false : whenUnknown);
  useEffect(() => {
    const element = ref.current;
    if (element === null || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        if (once && !seen) return;
        setVisible(seen);
        if (once) observer.disconnect();
      },
      rootMargin === undefined ? undefined : { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, observable, rootMargin, once]);
  return visible;
}
