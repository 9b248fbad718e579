import { describe, expect, it } from 'vitest';
import { DataTable, nextSort, rangeLabel, sortRows, type DataColumn } from '../src/components/data-table/index.ts';
import { count, markup, texts } from './render.tsx';

interface Child {
  id: number;
  name: string;
  feePaise: number | null;
  room: string;
}

const children: Child[] = [
  { id: 1, name: 'Meera', feePaise: 250000, room: 'Sunflower' },
  { id: 2, name: 'Arjun', feePaise: 99000, room: 'Lotus' },
  { id: 3, name: 'Zoya', feePaise: null, room: 'Lotus' },
];

const columns: DataColumn<Child>[] = [
  { id: 'name', header: 'Child', sort: true, primary: true },
  { id: 'fee', header: 'Fee', sort: (r) => r.feePaise, align: 'right', cell: (r) => (r.feePaise ?? 0) / 100 },
  { id: 'room', header: 'Room', hideOnPhone: true },
];

const rowId = (r: Child) => String(r.id);

describe('DataTable on a wide screen', () => {
  it('draws a real table: a header per column and a row of cells per record', () => {
    const html = markup(
      <DataTable data={children} columns={columns} rowId={rowId} testId="children" rowTestId="row" />,
    );
    expect(html).toContain('<table');
    expect(html).toMatch(/<table[^>]*data-testid="children"/);
    expect(texts(html, 'th')).toEqual(['Child', 'Fee', 'Room']);
    expect(count(html, /<tr[^>]*data-testid="row"/)).toBe(3);
    expect(texts(html, 'td')).toEqual(['Meera', '2500', 'Sunflower', 'Arjun', '990', 'Lotus', 'Zoya', '0', 'Lotus']);
  });

  it('says the list is empty in its own words, with no table', () => {
    const html = markup(
      <DataTable
        data={[]}
        columns={columns}
        rowId={rowId}
        empty={{ title: 'No children yet', message: 'Admit one.' }}
      />,
    );
    expect(html).not.toContain('<table');
    expect(html).toContain('data-testid="empty-state"');
    expect(html).toContain('No children yet');
    expect(html).toContain('Admit one.');
  });

  it('shows the loading and the error states instead of rows', () => {
    expect(markup(<DataTable data={undefined} columns={columns} rowId={rowId} />)).toContain('aria-busy="true"');
    const failed = markup(
      <DataTable data={children} columns={columns} rowId={rowId} error={new Error('Server down')} onRetry={() => {}} />,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Try again');
    expect(failed).not.toContain('<table');
  });

  it('makes a sortable header a button inside a header cell that tells its order', () => {
    const html = markup(
      <DataTable data={children} columns={columns} rowId={rowId} defaultSort={{ field: 'name', dir: 'asc' }} />,
    );
    // A native button: Tab reaches it, and Enter or Space presses it.
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>\s*<button[^>]*type="button"[^>]*data-testid="sort-name"/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>\s*<button[^>]*data-testid="sort-fee"/);
    // Room is not sortable: plain header text, no button.
    expect(html).not.toContain('data-testid="sort-room"');
  });

  it('draws the rows in the order the sort asks for', () => {
    const byName = markup(
      <DataTable data={children} columns={columns} rowId={rowId} defaultSort={{ field: 'name', dir: 'desc' }} />,
    );
    expect(texts(byName, 'td').filter((_, i) => i % 3 === 0)).toEqual(['Zoya', 'Meera', 'Arjun']);
  });

  it('a header press sorts ascending, a second press turns the order around, another column starts again', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'name')).toEqual({ field: 'name', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'fee')).toEqual({ field: 'fee', dir: 'asc' });
  });

  it('sorts money as numbers with empty values last either way, and text as a person reads it', () => {
    const fee = (dir: 'asc' | 'desc') => sortRows(children, columns, { field: 'fee', dir }).map((c) => c.name);
    expect(fee('asc')).toEqual(['Arjun', 'Meera', 'Zoya']);
    expect(fee('desc')).toEqual(['Meera', 'Arjun', 'Zoya']);
    const rooms = [{ room: 'Room 10' }, { room: 'Room 2' }];
    expect(sortRows(rooms, [{ id: 'room', header: 'Room', sort: true }], { field: 'room', dir: 'asc' })).toEqual([
      { room: 'Room 2' },
      { room: 'Room 10' },
    ]);
  });

  it('pages through the rows on the client, with a button per page', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Child ${i + 1}`, feePaise: 0, room: 'A' }));
    const html = markup(<DataTable data={many} columns={columns} rowId={rowId} paging={{ pageSize: 10 }} />);
    expect(count(html, /<tbody[\s\S]*?<\/tbody>/) && count(html.split('<tbody')[1], /<tr/)).toBe(10);
    expect(html).toContain('1–10 of 25');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).not.toContain('aria-label="Page 4"');
    expect(html).toMatch(/<button[^>]*aria-label="next page"/);
    expect(html).toMatch(/aria-label="Page 1"[^>]*aria-current="page"|aria-current="page"[^>]*aria-label="Page 1"/);
  });

  it('shows the page the server answered, and its range of the total', () => {
    const html = markup(
      <DataTable
        data={children}
        columns={columns}
        rowId={rowId}
        sort={{ field: 'name', dir: 'asc' }}
        onSortChange={() => {}}
        paging={{ page: 2, pageSize: 3, total: 8, onPageChange: () => {} }}
      />,
    );
    expect(html).toContain('4–6 of 8');
    // Sorted by the server: drawn as answered.
    expect(texts(html, 'td').filter((_, i) => i % 3 === 0)).toEqual(['Meera', 'Arjun', 'Zoya']);
    expect(html).toMatch(/aria-label="Page 2"[^>]*aria-current="page"|aria-current="page"[^>]*aria-label="Page 2"/);
    expect(rangeLabel(1, 20, 0)).toBe('No records');
  });

  it('adds row actions under a header heard by screen readers, and a check box per row when rows are chosen', () => {
    const html = markup(
      <DataTable
        data={children}
        columns={columns}
        rowId={rowId}
        rowActions={(r) => <button type="button">Edit {r.name}</button>}
        selection={{ selected: ['2'], onChange: () => {} }}
      />,
    );
    expect(html).toContain('Select all rows');
    expect(count(html, /aria-label="Select row"/)).toBe(3);
    expect(html).toContain('Edit Zoya');
    expect(texts(html, 'th').at(-1)).toBe('Actions');
  });

  it('locks the box of a row that cannot be chosen, and the header box leaves it out', () => {
    const boxes = (selected: string[]) =>
      [
        ...markup(
          <DataTable
            data={children}
            columns={columns}
            rowId={rowId}
            selection={{ selected, onChange: () => {}, disabled: (id) => id === '1' }}
          />,
        ).matchAll(/<input[^>]*type="checkbox"[^>]*>/g),
      ].map((m) => m[0]);
    expect(boxes(['1']).map((b) => b.includes('disabled'))).toEqual([false, true, false, false]);
    // Row 1 is chosen but locked: the page counts as chosen once the two rows that can change are.
    expect(boxes(['1', '2'])[0]).not.toContain('checked');
    expect(boxes(['1', '2', '3'])[0]).toContain('checked');
  });

  it('closes with a row of totals under the columns that have one', () => {
    const html = markup(
      <DataTable data={children} columns={columns} rowId={rowId} totals={{ name: 'Total', fee: '3490' }} />,
    );
    expect(html).toMatch(/<tfoot[\s\S]*Total[\s\S]*3490[\s\S]*<\/tfoot>/);
  });
});

describe('DataTable on a phone', () => {
  it('draws a card per row with label: value lines and no table', () => {
    const html = markup(
      <DataTable data={children} columns={columns} rowId={rowId} testId="children" rowTestId="row" />,
      {
        phone: true,
      },
    );
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<ul[^>]*data-testid="children"/);
    expect(count(html, /<li[^>]*data-testid="row"/)).toBe(3);
    // The primary column is each card's title; the others are labelled; Room is left for wider screens.
    expect(texts(html, 'dt')).toEqual(['Fee', 'Fee', 'Fee']);
    expect(texts(html, 'dd')).toEqual(['2500', '990', '0']);
    expect(html).toContain('Meera');
    expect(html).not.toContain('Sunflower');
  });

  it('keeps the row actions on each card', () => {
    const html = markup(
      <DataTable data={children} columns={columns} rowId={rowId} rowActions={(r) => <a href={`/c/${r.id}`}>Open</a>} />,
      { phone: true },
    );
    expect(count(html, /href="\/c\/\d"/)).toBe(3);
  });
});
