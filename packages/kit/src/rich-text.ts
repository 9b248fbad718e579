import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

// What the portal's editor can produce, and nothing more: no scripts, styles, frames or event handlers;
// links only to http(s) and mail, images only from the portal's own files or https.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** HTML from a rich-text field made safe to store and show. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Visible text of stored rich text (for search, previews and "is it empty?"). */
export function richTextPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * A rich-text input: at most `maxChars` characters of HTML, sanitised on the way in.
 * `required` refuses text that has no visible words once the markup is removed.
 */
export function richText(maxChars: number, opts: { required?: boolean } = {}) {
  return z
    .string()
    .max(maxChars, `Keep this under ${maxChars.toLocaleString('en-IN')} characters`)
    .transform(sanitizeRichText)
    .refine((html) => !opts.required || richTextPlain(html).length > 0, 'Write some text here');
}
