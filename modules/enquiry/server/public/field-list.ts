import type { FieldDef, FieldMap } from '@portal/core';

/** A form's field declarations as an answer carries them (plain objects, each field's keys as declared). */
export function fieldList(fields: FieldMap): Record<string, FieldDef & Record<string, unknown>> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field }]));
}
