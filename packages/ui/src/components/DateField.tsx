import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, parseDisplayDate } from '@portal/core';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' / null for no date. */
  value: string | null | undefined;
  /** YYYY-MM-DD, or '' when cleared. */
  onChange(value: string): void;
}

/**
 * The portal's one date input: shown and typed DD-MM-YYYY whatever the browser's locale (a native
 * date input follows the browser: mm/dd/yyyy in one, dd.mm.yyyy in another), with a calendar to pick
 * from. The value travels as YYYY-MM-DD, as the API takes it.
 */
export function DateField({ value, onChange, popoverProps, placeholder, ...rest }: DateFieldProps) {
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      valueFormat={DATE_FORMAT}
      dateParser={parseDisplayDate}
      placeholder={placeholder ?? 'DD-MM-YYYY'}
      popoverProps={{ withinPortal: true, ...popoverProps }}
    />
  );
}
