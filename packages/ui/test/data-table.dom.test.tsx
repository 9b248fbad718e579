// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from '../src/components/data-table/index.ts';
import { mediaAnswering } from './render.tsx';

interface Child {
  id: number;
  name: string;
  age: number;
}

const children: Child[] = [
  { id: 1, name: 'Meera', age: 4 },
  { id: 2, name: 'Arjun', age: 3 },
  { id: 3, name: 'Zoya', age: 5 },
];

const columns: DataColumn<Child>[] = [
  { id: 'name', header: 'Child', sort: true, primary: true },
  { id: 'age', header: 'Age', sort: true, align: 'right' },
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Mounts the element in the document, every media query answered as a phone or a desktop would. */
function mount(element: ReactElement, { phone = false } = {}): HTMLElement {
  vi.stubGlobal(
    'matchMedia',
    mediaAnswering((query) => phone && query.includes('max-width')),
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<MantineProvider>{element}</MantineProvider>));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const names = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="row"]')].map((row) => row.querySelector('td, p')?.textContent);

describe('DataTable in a browser', () => {
  it('re-orders the rows when a sortable header is pressed, and turns them around on a second press', () => {
    const host = mount(<DataTable data={children} columns={columns} rowId={(c) => String(c.id)} rowTestId="row" />);
    expect(names(host)).toEqual(['Meera', 'Arjun', 'Zoya']);
    const byAge = host.querySelector<HTMLButtonElement>('[data-testid="sort-age"]')!;
    act(() => byAge.click());
    expect(names(host)).toEqual(['Arjun', 'Meera', 'Zoya']);
    expect(byAge.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    act(() => byAge.click());
    expect(names(host)).toEqual(['Zoya', 'Meera', 'Arjun']);
    expect(byAge.closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('lets the keyboard reach a row action without opening the row', () => {
    const open = vi.fn();
    const edit = vi.fn();
    const host = mount(
      <DataTable
        data={children}
        columns={columns}
        rowId={(c) => String(c.id)}
        rowTestId="row"
        onRowClick={open}
        rowActions={(c) => (
          <button type="button" onClick={() => edit(c.name)}>
            Edit {c.name}
          </button>
        )}
      />,
    );
    const row = host.querySelectorAll<HTMLElement>('[data-testid="row"]')[1];
    const action = [...row.querySelectorAll('button')].find((b) => b.textContent === 'Edit Arjun')!;
    act(() => action.focus());
    expect(document.activeElement).toBe(action);
    // Enter on the focused action belongs to the action, not to the row around it.
    act(() => void action.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    act(() => action.click());
    expect(edit).toHaveBeenCalledWith('Arjun');
    expect(open).not.toHaveBeenCalled();
    // The row itself is reached with Tab and opened with Enter.
    expect(row.tabIndex).toBe(0);
    act(() => void row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(open).toHaveBeenCalledWith(children[1]);
  });

  it('draws a card per row on a phone, with no table', () => {
    const host = mount(
      <DataTable data={children} columns={columns} rowId={(c) => String(c.id)} testId="list" rowTestId="row" />,
      { phone: true },
    );
    expect(host.querySelector('table')).toBeNull();
    expect(host.querySelector('[data-testid="list"]')!.tagName).toBe('UL');
    const cards = host.querySelectorAll('li[data-testid="row"]');
    expect(cards).toHaveLength(3);
    expect(cards[0].textContent).toContain('Meera');
    expect(cards[0].querySelector('dt')!.textContent).toBe('Age');
  });
});
