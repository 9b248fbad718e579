import { Group, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/index.tsx';
import { DateField } from './DateField.tsx';
import { TimeOfDayInput } from './TimeOfDayInput.tsx';

export interface DateTimeFieldProps {
  label?: ReactNode;
  /** India's date and time as `YYYY-MM-DDTHH:mm` (a form's value, `values.ts`), '' for none. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  'data-testid'?: string;
}

function parts(value: string): [string, string] {
  const at = value.indexOf('T');
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}

/**
 * A moment as people at a centre give it: the day (DD-MM-YYYY, typed or picked) and India's time beside it
 * (`TimeOfDayInput`: hh:mm with AM or PM). The value is India's wall-clock time, never shifted by the zone of the
 * phone; the form sends it with India's offset (+05:30).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  required,
  disabled,
  clearable,
  error,
  description,
  'data-testid': testId,
}: DateTimeFieldProps) {
  const [date, time] = parts(value);
  const join = (d: string, tm: string) => (d || tm ? `${d}T${tm}` : '');
  return (
    <Input.Wrapper label={label} required={required} error={error} description={description} data-testid={testId}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <DateField
          aria-label={t('time.date')}
          value={date}
          onChange={(d) => onChange(join(d, time))}
          clearable={clearable}
          disabled={disabled}
          error={Boolean(error) && !date}
          w={140}
          data-testid={testId && `${testId}-date`}
        />
        <TimeOfDayInput
          aria-label={t('time.time')}
          value={time}
          onChange={(tm) => onChange(join(date, tm))}
          disabled={disabled}
          data-testid={testId && `${testId}-time`}
        />
      </Group>
    </Input.Wrapper>
  );
}
