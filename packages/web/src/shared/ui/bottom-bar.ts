import { useLayoutEffect, type RefObject } from 'react';

/**
 * A bar fixed to the bottom of a phone screen (the basket's checkout bar) tells the page its
 * height in this CSS variable, so floating controls such as back-to-top sit above it instead
 * of covering its buttons.
 */
export const BOTTOM_BAR_HEIGHT = '--bottom-bar-height';

export function useBottomBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (element === null) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [bar]);
}
