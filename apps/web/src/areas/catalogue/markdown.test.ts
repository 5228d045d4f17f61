import { describe, expect, it } from 'vitest';
import { renderDescription } from './markdown';

describe('descriptions in Markdown', () => {
  it('renders Markdown and shows raw HTML as text', () => {
    const html = renderDescription('**Bring** the prescription\n\n<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(html).toContain('<strong>Bring</strong>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: links and keeps ordinary ones', () => {
    const html = renderDescription('[click](javascript:alert(1)) [jav&#x61;script](jav&#x61;script:alert(1)) [site](https://example.com)');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/href="jav/i);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
