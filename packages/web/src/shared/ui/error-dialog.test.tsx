import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/api/api-error.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { useErrorDialog } from './error-dialog.tsx';
import type { ErrorReport } from './error-report.ts';

function Failing({ report }: { report: ErrorReport }) {
  const showError = useErrorDialog();
  return (
    <button type="button" onClick={() => showError(report)}>
      Send
    </button>
  );
}

const openWith = async (report: ErrorReport) => {
  renderRoute('/de/en', [{ index: true, element: <Failing report={report} /> }]);
  const button = await screen.findByRole('button', { name: 'Send' });
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('alertdialog', { name: report.title });
};

afterEach(cleanup);

describe('the error dialog', () => {
  it('shows the shop’s text for a code it knows, the code, and returns the focus on close', async () => {
    const dialog = await openWith({
      title: 'The payment failed',
      error: new ApiError('PAYMENT_IN_PROGRESS', 409, 'A payment is in progress'),
    });
    expect(
      within(dialog).getByText('A payment of this invoice is already under way.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Error code: PAYMENT_IN_PROGRESS')).toBeTruthy();
    expect(within(dialog).getByText('If you need help, please contact us.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/de/en/contact',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('shows the server’s message for a refusal it explained, and the general text of a failure', async () => {
    const refused = await openWith({
      title: 'Refused',
      error: new ApiError('SOMETHING_NEW', 422, 'The invoice is locked for review'),
    });
    expect(within(refused).getByText('The invoice is locked for review')).toBeTruthy();
    cleanup();
    const failed = await openWith({
      title: 'Failed',
      error: new ApiError('HTTP_500', 500, 'Internal Server Error'),
    });
    expect(
      within(failed).getByText('The shop could not answer (error 500). Please try again later.'),
    ).toBeTruthy();
    expect(within(failed).queryByText('Internal Server Error')).toBeNull();
  });

  it('offers a retry when the step may be repeated, and closes before it runs', async () => {
    const retry = vi.fn();
    const dialog = await openWith({ title: 'Failed', error: new Error('offline'), retry });
    expect(
      within(dialog).getByText('You can try again now. If it keeps failing, please contact us.'),
    ).toBeTruthy();
    const again = within(dialog).getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(retry).toHaveBeenCalledOnce();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
