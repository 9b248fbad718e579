import { describe, expect, it } from 'vitest';
import { PageHeader } from '../src/components/PageHeader.tsx';
import { datesWhole } from '../src/components/dates-whole.tsx';
import { markup } from './render.tsx';

describe('dates in running text', () => {
  it('keep each date on one line and the words around it as they were', () => {
    const html = markup(<p>{datesWhole('LKG · 02-11-2026 से 02-12-2026 तक')}</p>);
    expect(html).toContain(
      '<p>LKG · <span style="white-space:nowrap">02-11-2026</span> से ' +
        '<span style="white-space:nowrap">02-12-2026</span> तक</p>',
    );
    expect(datesWhole('No date here')).toBe('No date here');
  });

  it('stay whole in a page’s subtitle', () => {
    const html = markup(<PageHeader title="Class diary" subtitle="Nursery · 01-04-2026 to 30-04-2026" />);
    expect(html).toContain('<span style="white-space:nowrap">01-04-2026</span>');
    expect(html).toContain('<span style="white-space:nowrap">30-04-2026</span>');
  });
});
