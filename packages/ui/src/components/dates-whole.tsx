import type { ReactNode } from 'react';

/** A date as people read it (DD-MM-YYYY). */
const DATE = /(\d{2}-\d{2}-\d{4})/;

/**
 * Running text with each date kept on one line. Chromium breaks a line after a hyphen, digits or not: a phone's
 * subtitle read "from 01-04-" and "2026 to …" on two lines (measured in Debian's Chromium 156). A string holding a
 * date comes back with each date in a span that does not wrap; anything else comes back as it was.
 */
export function datesWhole(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !DATE.test(text)) return text;
  return text.split(DATE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
