import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';

/**
 * Header menus whose code loads when they are first opened (decision 030): until then the
 * trigger is a plain button with the same box, name and text; the first click, Enter, Space or
 * ArrowDown loads the menu, which then replaces the button and opens as if it had been pressed.
 * Pointing at or focusing the button starts the load early, so it is usually there by the click.
 */

/** A dynamic import made once; a failed one may be tried again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** How the menu was first opened: by keyboard, its first item takes the focus (WAI-ARIA menu button). */
export interface FirstOpening {
  byKeyboard: boolean;
}

export interface DeferredPart<T> {
  loaded: { part: T; opening: FirstOpening } | null;
  /** Until the page's script runs, a press would be lost, so the trigger is disabled. */
  scripted: boolean;
  open: (byKeyboard: boolean) => void;
  preload: () => void;
}

export function useDeferredPart<T>(load: () => Promise<T>): DeferredPart<T> {
  const scripted = useScripted();
  const [loaded, setLoaded] = useState<DeferredPart<T>['loaded']>(null);
  const open = useCallback(
    (byKeyboard: boolean) => {
      // a failed load leaves the plain button; the next press tries again
      load().then(
        (part) => setLoaded({ part, opening: { byKeyboard } }),
        () => undefined,
      );
    },
    [load],
  );
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  return { loaded, scripted, open, preload };
}

/** The props of the plain trigger before the part is loaded. */
export function deferredTriggerProps(popup: 'menu' | 'dialog', part: DeferredPart<unknown>) {
  return {
    type: 'button' as const,
    disabled: !part.scripted,
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: part.preload,
    onFocus: part.preload,
    // a click from Enter or Space has no pointer position (detail 0)
    onClick: (event: MouseEvent) => part.open(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (popup === 'menu' && event.key === 'ArrowDown') {
        event.preventDefault();
        part.open(true);
      }
    },
  };
}

/**
 * The `onFocus` of a lazily loaded Radix menu's content: Radix focuses the content when it opens;
 * when the first opening was by keyboard, the first item takes the focus instead, as Radix does
 * for a menu that was there before the key press (it listens for keys from its mount on).
 */
export function useFirstItemFocus(opening: FirstOpening): (event: FocusEvent<HTMLElement>) => void {
  const pending = useRef(opening.byKeyboard);
  return useCallback((event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, []);
}
