// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, useState, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeOfDayInput } from '../src/components/TimeOfDayInput.tsx';
import { TimesOfDayInput } from '../src/components/TimesOfDayInput.tsx';
import { initialValues, toBody } from '../src/resource/values.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const seen: string[] = [];
function When({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <TimeOfDayInput
      label="When"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
      data-testid="when"
    />
  );
}

function mount(element: ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<MantineProvider>{element}</MantineProvider>));
  return host;
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

const pressed = (host: HTMLElement, half: 'AM' | 'PM') =>
  host.querySelector(`[data-testid="when-${half}"]`)!.getAttribute('aria-pressed');

describe('the time input', () => {
  it('saves 16:05 typed the 24-hour way as 16:05 and shows it as 04:05 with PM chosen', () => {
    seen.length = 0;
    const host = mount(<When />);
    const clock = host.querySelector<HTMLInputElement>('[data-testid="when-clock"]')!;
    type(clock, '16:05');
    expect(seen.at(-1)).toBe('16:05');
    expect(clock.value).toBe('04:05');
    expect(pressed(host, 'PM')).toBe('true');
    expect(host.textContent).toContain('Saved as 04:05 PM');
  });

  it('never saves a time it cannot read: 04:05 waits for AM or PM, 25:00 is no time', () => {
    seen.length = 0;
    const host = mount(<When />);
    const clock = host.querySelector<HTMLInputElement>('[data-testid="when-clock"]')!;
    type(clock, '04:05');
    expect(seen.at(-1)).toBe('04:05');
    expect(host.textContent).toContain('Choose AM or PM for 04:05.');
    act(() => (host.querySelector('[data-testid="when-PM"]') as HTMLButtonElement).click());
    expect(seen.at(-1)).toBe('16:05');
    type(clock, '25:00');
    expect(seen.at(-1)).not.toMatch(/^\d\d:\d\d$/);
    expect(host.textContent).toContain('25:00 is not a time of day');
  });

  it('shows a kept time as it is read, and several times as people read them', () => {
    const host = mount(<When start="09:30" />);
    expect(host.querySelector<HTMLInputElement>('[data-testid="when-clock"]')!.value).toBe('09:30');
    expect(pressed(host, 'AM')).toBe('true');
    const kept: string[] = [];
    const times = mount(<TimesOfDayInput label="Times" value="09:00 AM, 01:30 PM" onChange={(v) => kept.push(v)} />);
    const clocks = times.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"]');
    expect([...clocks].map((c) => c.value)).toEqual(['09:00', '01:30']);
    type(clocks[1], '16:05');
    expect(kept.at(-1)).toBe('09:00 AM, 04:05 PM');
  });
});

describe('a date and time in a form', () => {
  const fields = { occurredAt: { kind: 'datetime', label: 'When', required: true } } as const;
  it('is edited as India’s day and time, and sent with India’s offset, whatever the zone of the phone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const values = initialValues(fields, { id: 1, occurredAt: '2026-11-26T10:35:00.000Z' });
      expect(values.occurredAt).toBe('2026-11-26T16:05');
      expect(toBody(fields, values, 'create', null).body).toEqual({ occurredAt: '2026-11-26T16:05:00+05:30' });
      expect(toBody(fields, { occurredAt: '2026-11-26T4:05' }, 'create', null).body.occurredAt).toBe('2026-11-26T4:05');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
