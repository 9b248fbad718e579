// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The upload answers when the test says so, as a slow phone's would. */
let finish: (stored: { id: string; name: string }) => void = () => {};
vi.mock('../src/api/upload.ts', () => ({
  uploadFile: () => new Promise((resolve) => (finish = resolve)),
}));

// A worker keeps the modules an earlier file loaded (`isolate: false`): one that drew a screen with a file field had
// the field bound to the real upload already, so the field and its context are loaded again, onto the mock.
vi.resetModules();
const { FileUploadInput } = await import('../src/components/FileUploadInput.tsx');
const { UploadBusyContext } = await import('../src/components/upload-busy.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Photo() {
  const [value, setValue] = useState('');
  return <FileUploadInput label="Photo" value={value} onChange={setValue} />;
}

describe('a file field in a form', () => {
  it('tells its form an upload is under way until the file is stored, then shows it uploaded', async () => {
    const busy: boolean[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root!.render(
        <MantineProvider>
          <UploadBusyContext.Provider value={(b) => busy.push(b)}>
            <Photo />
          </UploadBusyContext.Provider>
        </MantineProvider>,
      ),
    );
    const input = host.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { value: [new File(['png'], 'kavya.png', { type: 'image/png' })] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));

    expect(host.textContent).toContain('kavya.png');
    expect(busy).toEqual([true]);
    expect(host.querySelector('[aria-label="Photo: uploaded"]')).toBeNull();

    await act(async () => finish({ id: 'files/1', name: 'kavya.png' }));
    expect(busy).toEqual([true, false]);
    expect(host.querySelector('[aria-label="Photo: uploaded"]')).not.toBeNull();
  });
});
