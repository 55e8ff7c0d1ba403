import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { LanguageSwitch } from '#web/app/shell/language-switch.tsx';

afterEach(cleanup);

// docs/product/quality.md#quality-storefront
describe('the language button', () => {
  it('has the code it shows in its name, at the start (WCAG 2.5.3 label in name)', () => {
    renderRoute('/de/en', [{ index: true, element: <LanguageSwitch /> }]);
    const button = screen.getByRole('button', { name: /language/i });
    const visible = button.textContent.trim();
    expect(visible).toBe('EN');
    expect(button.getAttribute('aria-label')).toBe('EN, Language: English');
  });
});
