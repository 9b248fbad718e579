import { describe, expect, it } from 'vitest';
import { richText, richTextPlain, sanitizeRichText } from '../src/rich-text.ts';

describe('rich text', () => {
  it('keeps what the editor makes and drops what could run', () => {
    const html = sanitizeRichText(
      '<h2>Week 1</h2><p onclick="x()">Sing <strong>along</strong><script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a><img src="data:image/png;base64,AAA">',
    );
    expect(html).toBe(
      '<h2>Week 1</h2><p>Sing <strong>along</strong></p><a rel="noopener noreferrer">bad</a>' +
        '<a href="https://example.org" rel="noopener noreferrer">good</a><img />',
    );
  });

  it('refuses empty text when required and text over the limit', () => {
    expect(richText(100, { required: true }).safeParse('<p> </p>').success).toBe(false);
    expect(richText(10).safeParse('<p>far too long</p>').success).toBe(false);
    expect(richText(100, { required: true }).parse('<p>Hello</p>')).toBe('<p>Hello</p>');
    expect(richTextPlain('<p>Hello <em>there</em></p>')).toBe('Hello there');
  });
});
