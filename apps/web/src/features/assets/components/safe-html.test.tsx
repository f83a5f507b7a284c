import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeForDisplay } from './safe-html';

describe('SafeHtml', () => {
  it('renders the rich-text subset and strips scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        label="Body"
        html={
          '<h2 onclick="window.hit=1">Night one</h2><script>window.hit=2</script><p>Loud <strong>crowd</strong></p>' +
          '<img src=x onerror="window.hit=3"><a href="javascript:window.hit=4">bad</a>' +
          '<a href="https://example.com/set">setlist</a><iframe srcdoc="<script>parent.hit=5</script>"></iframe>' +
          '<svg onload="window.hit=6"></svg><div style="color:red">styled</div>'
        }
      />,
    );
    const body = container.querySelector('.asset-body')!;
    expect(body.querySelector('h2')?.textContent).toBe('Night one');
    expect(body.querySelector('strong')?.textContent).toBe('crowd');
    expect(body.querySelectorAll('script, iframe, svg, div, [onclick], [onerror], [onload], [style]')).toHaveLength(0);
    expect(body.querySelector('img')?.getAttribute('src')).toBeNull();
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.com/set']);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer nofollow')).toBe(true);
    expect(body.textContent).toContain('styled');
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('keeps pictures of our media and of http(s) only', () => {
    expect(sanitizeForDisplay('<img src="/media/uploads/a1.webp" alt="pier">')).toBe(
      '<img src="/media/uploads/a1.webp" alt="pier">',
    );
    expect(sanitizeForDisplay('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
    expect(sanitizeForDisplay('<img src="/api/logout.png">')).toBe('<img>');
  });
});
