import { useState, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * A header menu whose dropdown library (Radix with its positioning, about 19 KB gzip) loads when
 * the user first reaches for its button, not with every logged-in page: before, it was among
 * the files a phone fetched before its first paint (decision 068). The button shows at once; a
 * pointer over it or focus on it starts the download; pressing it or an arrow key opens the
 * menu, which then mounts already open and stays the page's menu from there on.
 */
export function useMenuOnDemand(load: () => Promise<unknown>) {
  const [requested, setRequested] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return {
    requested,
    buttonProps: {
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      // as the dropdown's own button: a mouse opens it on press, touch and keys on click
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && event.pointerType === 'mouse' && !event.ctrlKey) {
          setRequested(true);
        }
      },
      onClick: () => setRequested(true),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setRequested(true);
      },
    },
  };
}
