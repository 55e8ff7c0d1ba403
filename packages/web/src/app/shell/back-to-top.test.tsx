import { fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { useBottomBar } from '#web/shared/ui/bottom-bar.ts';
import { BackToTop, BACK_TO_TOP_AFTER } from './back-to-top.tsx';

/** A bar fixed to the bottom of the screen, 72 px high, that a button takes away. */
function FixedBar() {
  const [shown, setShown] = useState(true);
  return shown ? <Bar onClose={() => setShown(false)} /> : null;
}

function Bar({ onClose }: { onClose: () => void }) {
  const bar = useRef<HTMLElement>(null);
  useBottomBar(bar);
  return (
    <section ref={bar} data-height="72">
      <button type="button" onClick={onClose}>
        Close bar
      </button>
    </section>
  );
}

beforeEach(() => {
  // jsdom lays nothing out; the bar's height is what a browser would measure
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.height ?? 0);
    },
  });
  Object.defineProperty(window, 'scrollY', {
    value: BACK_TO_TOP_AFTER + 100,
    writable: true,
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
});

describe('BackToTop', () => {
  it('floats above a bar fixed to the bottom of the screen, and goes down when the bar goes', async () => {
    renderRoute('/de/en', [
      {
        index: true,
        element: (
          <>
            <FixedBar />
            <BackToTop />
          </>
        ),
      },
    ]);
    fireEvent.scroll(window);
    const button = await screen.findByRole('button', { name: 'Back to top' });
    expect(button.style.bottom).toMatch(/^calc\((1rem \+ 72px|72px \+ 1rem)\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Close bar' }));
    expect(button.style.bottom).toMatch(/^calc\((1rem \+ 0px|0px \+ 1rem)\)$/);
  });
});
