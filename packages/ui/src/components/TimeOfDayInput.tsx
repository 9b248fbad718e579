import { Button, Group, Input, Text, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { formatTime, readTimeOfDay, twelveHour, type Half, type TimeProblem } from '@portal/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.tsx';

export interface TimeOfDayInputProps {
  label?: ReactNode;
  /** The time as HH:mm (24-hour), '' for none; anything else is what the person typed that is not a time yet. */
  value: string;
  /** HH:mm when the typed time is one; otherwise the typed text as it is, which no form takes as a time. */
  onChange(value: string): void;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  /** Only an aria label when the input sits beside others under one label (a date and a time). */
  'aria-label'?: string;
  'data-testid'?: string;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the boxes show for a stored value: "04:05" and PM for 16:05. */
function shown(value: string): { text: string; half: Half | null } {
  const twelve = CLOCK.test(value) ? twelveHour(value) : null;
  return twelve ? { text: twelve.clock, half: twelve.half } : { text: value, half: null };
}

export function timeProblemText(problem: TimeProblem, typed: string): string {
  return t(`time.${problem}`, { typed });
}

/**
 * The portal's one time-of-day input, for phones first: the time typed in digits (04:05, 4.05, 405, or 16:05 on a
 * 24-hour habit) and AM or PM chosen with two buttons beside it. What is saved is exactly what the boxes show: a
 * 24-hour time turns the boxes to 04:05 and PM, and a time that is not one (25:00, 04:75), or 04:05 with neither AM
 * nor PM, is said in words under the input and never becomes another time. The time is India's, whatever the zone
 * of the phone.
 */
export function TimeOfDayInput({
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  description,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: TimeOfDayInputProps) {
  const id = useId();
  const [text, setText] = useState(() => shown(value).text);
  const [half, setHalf] = useState<Half | null>(() => shown(value).half);
  const [touched, setTouched] = useState(false);
  const emitted = useRef(value);

  // A value set from outside (a record loaded, a form reset) shows as it is.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const next = shown(value);
    setText(next.text);
    setHalf(next.half);
  }, [value]);

  const reading = readTimeOfDay(text, half);

  function emit(nextText: string, nextHalf: Half | null) {
    const r = readTimeOfDay(nextText, nextHalf);
    const out = r === null ? '' : 'time' in r ? r.time : `${nextText.trim()}${nextHalf ? ` ${nextHalf}` : ''}`;
    emitted.current = out;
    onChange(out);
  }

  /** Leaving the box writes the time back as it is read: 16:05 becomes 04:05 with PM chosen. */
  function settle() {
    setTouched(true);
    if (reading && 'time' in reading) {
      const twelve = twelveHour(reading.time)!;
      setText(twelve.clock);
      setHalf(twelve.half);
    }
  }

  function choose(next: Half) {
    setHalf(next);
    emit(text, next);
  }

  const problem = reading && 'problem' in reading ? reading.problem : null;
  const own = touched && problem ? timeProblemText(problem, text.trim()) : null;
  const reads = reading && 'time' in reading ? formatTime(reading.time) : null;
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={own ?? error}
      description={description}
      id={id}
      data-testid={testId}
    >
      <Group gap={6} wrap="nowrap" align="center">
        <TextInput
          id={id}
          aria-label={label ? undefined : ariaLabel}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            emit(e.currentTarget.value, half);
          }}
          onBlur={settle}
          placeholder={t('time.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          disabled={disabled}
          error={Boolean(own ?? error)}
          w={96}
          data-testid={testId && `${testId}-clock`}
        />
        <Button.Group>
          {(['AM', 'PM'] as const).map((h) => (
            <Button
              key={h}
              variant={half === h ? 'filled' : 'default'}
              aria-pressed={half === h}
              onClick={() => choose(h)}
              disabled={disabled}
              px="sm"
              data-testid={testId && `${testId}-${h}`}
            >
              {t(h === 'AM' ? 'time.am' : 'time.pm')}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {reads && touched && !own && (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite" data-testid={testId && `${testId}-reads`}>
          {t('time.reads', { time: reads })}
        </Text>
      )}
    </Input.Wrapper>
  );
}
