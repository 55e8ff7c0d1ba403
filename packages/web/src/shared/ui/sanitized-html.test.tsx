import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html.tsx';

afterEach(cleanup);

describe('SanitizedHtml', () => {
  it('shows the allowed markup and drops scripts, handlers and javascript links', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<h2>Neu</h2><p onclick="alert(1)" style="color:red">Text <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Neu');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick],[onerror],[style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('makes a heading 1 of the HTML a heading 2, as the page owns its heading 1', () => {
    const { container } = render(<SanitizedHtml html="<h1>Title <em>now</em></h1><p>Text</p>" />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.innerHTML).toBe('Title <em>now</em>');
  });
});
