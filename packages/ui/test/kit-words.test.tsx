import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceMeta } from '@portal/core';
import { setLanguage } from '../src/i18n/index.tsx';
import { fieldCell } from '../src/resource/format.tsx';
import { ListFilters } from '../src/resource/ListFilters.tsx';
import { markup } from './render.tsx';

// Test files share loaded modules: each test leaves the language as it found it.
afterEach(() => setLanguage('en'));

/** A list's declaration as the web receives it: a yes/no field and a date, both offered as filters. */
const meta: ResourceMeta = {
  name: 'visits',
  label: 'Visit',
  labelPlural: 'Visits',
  module: 'visits',
  scope: 'franchisee',
  yearScoped: false,
  titleField: 'visitedOn',
  fields: { visitedOn: { kind: 'date', label: 'Visited on' }, approved: { kind: 'boolean', label: 'Approved' } },
  list: {
    columns: [],
    search: [],
    filters: ['approved', 'visitedOn'],
    defaultSort: { field: 'visitedOn', dir: 'asc' },
  },
  commands: {},
  remove: false,
};

/** The words of the office's generic screens (lists, records, filters) read in the reader's language. */
describe('the kit’s own words', () => {
  it('say yes or no, and a date range’s ends, in Hindi', async () => {
    await setLanguage('hi');
    expect(markup(<>{fieldCell('approved', meta.fields.approved!, { id: 1, approved: true }, meta)}</>)).toContain(
      'हाँ',
    );
    expect(markup(<>{fieldCell('approved', meta.fields.approved!, { id: 1, approved: false }, meta)}</>)).toContain(
      'नहीं',
    );
    const filters = markup(<ListFilters meta={meta} values={{}} onChange={() => undefined} />);
    expect(filters).toContain('Visited on से');
    expect(filters).toContain('Visited on तक');
    expect(filters).toContain('placeholder="कोई भी"');
  });

  it('stay as they were in English', () => {
    expect(markup(<>{fieldCell('approved', meta.fields.approved!, { id: 1, approved: true }, meta)}</>)).toContain(
      'Yes',
    );
    const filters = markup(<ListFilters meta={meta} values={{}} onChange={() => undefined} />);
    expect(filters).toContain('Visited on from');
    expect(filters).toContain('Visited on to');
  });
});
