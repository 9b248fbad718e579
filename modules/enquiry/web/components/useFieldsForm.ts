import type { FieldMap } from '@portal/core';
import {
  initialValues,
  requiredErrors,
  toBody,
  validateBody,
  type FieldErrors,
  type FormValue,
  type FormValues,
} from '@portal/ui';
import { useCallback, useState } from 'react';

/**
 * A form over a field map (the same one the server validates with): values, errors and
 * collect(), which answers the API body or null after showing the problems.
 */
export function useFieldsForm(fields: FieldMap, presets: Record<string, unknown> = {}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, null, presets));
  const [errors, setErrors] = useState<FieldErrors>({});
  const onChange = useCallback((name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  }, []);
  /** A field's text as a select shows it: null when it is empty. */
  const selected = (name: string): string | null => {
    const value = values[name];
    return typeof value === 'string' && value ? value : null;
  };
  const reset = useCallback((next: Record<string, unknown>) => setValues(initialValues(fields, null, next)), [fields]);
  function collect(): Record<string, unknown> | null {
    const { body, errors: typed } = toBody(fields, values, 'create', null);
    const problems = { ...validateBody(fields, 'create', body), ...requiredErrors(fields, 'create', body), ...typed };
    const shown = Object.fromEntries(Object.entries(problems).filter(([, m]) => m));
    setErrors(shown);
    return Object.keys(shown).length ? null : body;
  }
  return { values, errors, setErrors, onChange, collect, reset, selected };
}
