import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/shared/api/api-error.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { useErrorMessage } from './use-error-message.ts';

function Shown({ error }: { error: unknown }) {
  const text = useErrorMessage();
  return <p>{text(error)}</p>;
}

function show(error: unknown) {
  renderRoute('/de/en/x', [{ path: 'x', element: <Shown error={error} /> }]);
}

describe('the sentence for a failed call', () => {
  it("shows the shop's text for a code outside the order flow, never the server's English", async () => {
    show(new ApiError('IMAGE_TOO_LARGE', 413, 'Request body is too large'));
    expect(await screen.findByText('The picture is too large.')).toBeTruthy();
    expect(screen.queryByText('Request body is too large')).toBeNull();
  });

  it('shows the text of a refused order code on any screen, the same as in the basket', async () => {
    show(new ApiError('BASKET_BLOCKED', 403, 'The basket of this account is blocked'));
    expect(
      await screen.findByText('Your basket is blocked. Please contact your sales representative.'),
    ).toBeTruthy();
  });

  it("falls back to the status's text for a code without a text of its own", async () => {
    show(new ApiError('SOMETHING_NEW', 409, 'A new refusal'));
    expect(await screen.findByText(/409/)).toBeTruthy();
  });
});
