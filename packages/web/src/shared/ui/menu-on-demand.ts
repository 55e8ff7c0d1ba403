import { useState, type KeyboardEvent, type PointerEvent } from 'react';

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu (the header's account menu and basket preview, the basket's further actions) whose
 * dropdown library (Radix with its positioning, about 19 KB gzip) loads when the user first
 * reaches for its button, not with every logged-in page: before, it was among the files a
 * phone fetched before its first paint (decision 068). The button shows at once; a pointer over
 * it or focus on it starts the download; pressing it, Enter, Space or the down arrow open the
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
      // the keys the dropdown's own button opens on
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setRequested(true);
      },
    },
  };
}
