import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { BackToTop, BACK_TO_TOP_AFTER } from './back-to-top.tsx';

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
});

describe('BackToTop', () => {
  it('floats above a bar fixed to the bottom of the screen instead of covering it', async () => {
    Object.defineProperty(window, 'scrollY', {
      value: BACK_TO_TOP_AFTER + 100,
      writable: true,
      configurable: true,
    });
    renderRoute('/de/en', [{ index: true, element: <BackToTop /> }]);
    fireEvent.scroll(window);
    const button = await screen.findByRole('button', { name: 'Back to top' });
    expect(button.style.bottom).toBe('calc(1rem + var(--bottom-bar-height, 0px))');
  });
});
