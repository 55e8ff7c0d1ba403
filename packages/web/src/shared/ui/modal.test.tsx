import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { Modal } from './modal.tsx';
import { ModalOnOpen } from './modal-on-open.tsx';

function Opener({ lazy }: { lazy: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = lazy ? ModalOnOpen : Modal;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show pictures
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Pictures">
        <p>Front view</p>
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  for (const lazy of [false, true]) {
    it(`gives the focus back to the button that opened it${lazy ? ', loaded on opening' : ''}`, async () => {
      renderRoute('/de/en', [{ index: true, element: <Opener lazy={lazy} /> }]);
      const opener = await screen.findByRole('button', { name: 'Show pictures' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Pictures' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  }
});
