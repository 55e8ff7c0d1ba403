import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import {
  BUG_REPORT_SUCCESS_MS,
  BugReportDialog,
} from '#web/features/product/bug-report-dialog.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

function renderDialog() {
  return renderRoute('/de/en/product/AB-1', [
    {
      path: 'product/:articleNumber',
      element: <BugReportDialog articleNumber="AB-1" language="en" />,
    },
  ]);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bug report dialog', () => {
  it('sends nothing while the description is too short', async () => {
    const fetch = vi.fn<typeof window.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Report an error in this article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an error' });
    fireEvent.change(screen.getByLabelText(/Description of the error/), {
      target: { value: 'bad' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Please describe the error in 10 to 2000/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();
  });

  it('sends the report with the article and closes 5 seconds after the success message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Report an error in this article' }));
    await screen.findByRole('dialog', { name: 'Report an error' });
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'price' } });
    fireEvent.change(screen.getByLabelText(/Description of the error/), {
      target: { value: 'The case price is shown per piece.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you, your report was sent.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/intern/bugReport');
    expect(JSON.parse(String(init?.body))).toEqual({
      articleNumber: 'AB-1',
      language: 'en',
      topic: 'price',
      message: 'The case price is shown per piece.',
    });
    act(() => vi.advanceTimersByTime(BUG_REPORT_SUCCESS_MS - 500));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
