import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { formatTime, readTimeOfDay } from '@portal/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.tsx';
import { TimeOfDayInput } from './TimeOfDayInput.tsx';

export interface TimesOfDayInputProps {
  label?: ReactNode;
  /** The times as people read them, "09:00 AM, 01:30 PM"; '' for none. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  'data-testid'?: string;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "09:00 AM, 01:30 PM" to one entry per time, each HH:mm (or the text as it is when it is not a time). */
function entries(value: string): string[] {
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const r = readTimeOfDay(part);
      return r && 'time' in r ? r.time : part;
    });
  return list.length ? list : [''];
}

const joined = (list: readonly string[]) =>
  list
    .filter((e) => e.trim())
    .map((e) => (CLOCK.test(e) ? formatTime(e) : e))
    .join(', ');

/**
 * Several times of a day (a medicine's doses): one `TimeOfDayInput` per time, "Add a time" for another. The value is
 * the times as people read them, "09:00 AM, 01:30 PM", in the order given.
 */
export function TimesOfDayInput({
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  description,
  'data-testid': testId,
}: TimesOfDayInputProps) {
  const [list, setList] = useState(() => entries(value));
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setList(entries(value));
  }, [value]);

  function change(next: string[]) {
    setList(next);
    emitted.current = joined(next);
    onChange(emitted.current);
  }

  return (
    <Input.Wrapper label={label} required={required} error={error} description={description} data-testid={testId}>
      <Stack gap={6}>
        {list.map((entry, i) => (
          <Group key={i} gap={6} wrap="nowrap" align="flex-start">
            <TimeOfDayInput
              aria-label={`${t('time.time')} ${i + 1}`}
              value={entry}
              onChange={(v) => change(list.map((e, j) => (j === i ? v : e)))}
              disabled={disabled}
              data-testid={testId && `${testId}-${i}`}
            />
            {list.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('time.remove', { time: CLOCK.test(entry) ? formatTime(entry) : entry || String(i + 1) })}
                onClick={() => change(list.filter((_, j) => j !== i))}
                disabled={disabled}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setList([...list, ''])}
          disabled={disabled}
          data-testid={testId && `${testId}-add`}
        >
          {t('time.add')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
