import { MultiSelect, PasswordInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { fileAcceptAttribute, type FieldDef } from '@portal/core';
import { DateField } from '../components/DateField.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { TimeOfDayInput } from '../components/TimeOfDayInput.tsx';
import { TimesOfDayInput } from '../components/TimesOfDayInput.tsx';
import { FileUploadInput } from '../components/FileUploadInput.tsx';
import { numericKeyFilter } from '../components/NumericInput.ts';
import { ReferenceSelect, type Narrowing } from './ReferenceSelect.tsx';
import type { FormValue } from './values.ts';

export interface FieldInputProps {
  name: string;
  field: FieldDef;
  value: FormValue;
  onChange(value: FormValue): void;
  error?: string;
  disabled?: boolean;
  /** Label of a reference's current value (`<field>Label` of the record). */
  referenceLabel?: string | null;
  /** Filters show every field as optional. */
  asFilter?: boolean;
  /** A reference's choices narrowed by another field of the form. */
  narrow?: Narrowing;
}

/** One input per field kind, always labelled, with its error under it. */
export function FieldInput({
  name,
  field,
  value,
  onChange,
  error,
  disabled,
  referenceLabel,
  asFilter,
  narrow,
}: FieldInputProps) {
  const required = !asFilter && Boolean(field.required);
  const common = {
    label: field.label,
    required,
    error,
    disabled,
    description: asFilter ? undefined : field.help,
    placeholder: field.placeholder,
    'data-testid': `field-${name}`,
  };
  const text = typeof value === 'string' ? value : '';

  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          label={field.label}
          description={field.help}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={error}
          disabled={disabled}
          data-testid={`field-${name}`}
          mt="md"
        />
      );
    case 'tags':
      // A list with its choices given (NCF-FS competencies) is picked from them; otherwise typed freely.
      return field.options?.length ? (
        <MultiSelect
          {...common}
          data={field.options.map((o) => ({ value: o.value, label: o.label }))}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          searchable
          clearable
          maxValues={field.max}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <TagsInput {...common} value={Array.isArray(value) ? value : []} onChange={onChange} clearable />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete="new-password"
        />
      );
    case 'richtext':
      return (
        <Textarea
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={text || null}
          onChange={(v) => onChange(v ?? '')}
          searchable={(field.options?.length ?? 0) > 7}
          clearable={!required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'reference':
      return field.ref ? (
        <ReferenceSelect
          {...common}
          resource={field.ref.resource}
          labelField={field.ref.labelField}
          labelFields={field.ref.labelFields}
          value={text}
          onChange={onChange}
          currentLabel={referenceLabel}
          narrow={narrow}
        />
      ) : null;
    case 'date':
      return <DateField {...common} value={text} onChange={onChange} clearable={!required} />;
    case 'datetime':
      // India's day and time, typed or picked as hh:mm with AM or PM: what the boxes show is what is saved.
      return <DateTimeField {...common} value={text} onChange={onChange} clearable={!required} />;
    case 'file':
      return (
        <FileUploadInput
          label={field.label}
          value={text}
          onChange={onChange}
          required={required}
          error={error}
          description={field.help}
          accept={field.accepts && fileAcceptAttribute(field.accepts)}
          disabled={disabled}
        />
      );
    case 'money':
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={numericKeyFilter(true)}
          inputMode="decimal"
          leftSection="₹"
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={numericKeyFilter(false)}
          inputMode="numeric"
        />
      );
    case 'mobile':
    case 'pincode':
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={numericKeyFilter(false)}
          inputMode="numeric"
          maxLength={field.kind === 'mobile' ? 10 : 6}
          type="tel"
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete="off"
        />
      );
    default:
      if (field.display === 'time' && !asFilter) return <TimeOfDayInput {...common} value={text} onChange={onChange} />;
      if (field.display === 'times' && !asFilter)
        return <TimesOfDayInput {...common} value={text} onChange={onChange} />;
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={asFilter ? undefined : field.max}
        />
      );
  }
}
