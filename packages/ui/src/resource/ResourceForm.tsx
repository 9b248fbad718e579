import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldDef, FormMode } from '@portal/core';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useAccess } from '../access.tsx';
import { ApiError, errorMessage } from '../api/client.ts';
import { resourceName, resources, type ResourceRef } from '../api/resources.ts';
import { LoadError } from '../components/LoadError.tsx';
import { UploadBusyContext } from '../components/upload-busy.ts';
import { useRecord, useResourceMeta, type Row } from './hooks.ts';
import { listKey, recordKey } from './keys.ts';
import { FieldsGrid } from './FieldsForm.tsx';
import {
  editableFields,
  initialValues,
  requiredErrors,
  toBody,
  validateBody,
  type FieldErrors,
  type FormValue,
  type FormValues,
} from './values.ts';
import { inSentence } from './labels.ts';
import { notify } from '../notify.ts';
import { t } from '../i18n/index.tsx';
import { fieldMessage } from './field-messages.ts';

export interface ResourceFormProps {
  /** The resource, by its shape from the module's `shared/` (or, on the generic screens, by its name). */
  resource: ResourceRef;
  /** Edit this record; create when absent. */
  id?: number | null;
  /** Initial values of a new record (e.g. isStaff: true). */
  presets?: Record<string, unknown>;
  /** Fields not shown (set by a hand-made part of the screen); a new record takes their presets. */
  hidden?: string[];
  onSaved?(record: Row, mode: FormMode): void;
  onCancel?(): void;
  submitLabel?: string;
  /** Rendered under the fields, inside the card (extra sections of a hand-made screen). */
  children?: ReactNode;
  /** Values a hand-made part of the screen adds to the body it sends (a new user's roles), checked by the server. */
  extraBody?: Record<string, unknown>;
  /** A screen's own words for its fields, in the reader's language: label, help, placeholder, option labels. */
  fieldWords?: Record<string, FieldWords>;
  /** What the notice says once the record is saved ("Medicine saved" by default). */
  savedMessage?: string;
  /** The screen's words for the server's own messages (a rule's refusal), in the reader's language. */
  translateMessage?(message: string): string;
}

/** The words a screen gives a field instead of its declaration's English. */
export interface FieldWords {
  label?: string;
  help?: string;
  placeholder?: string;
  /** Each option's label by its value. */
  options?: Record<string, string>;
}

/**
 * A field as the screen words it: its declaration with the screen's label, help, placeholder and option labels. A
 * list declared without choices takes the screen's as its choices (ones the server provides, such as the NCF-FS
 * competencies a curriculum names).
 */
function worded(field: FieldDef, words: FieldWords | undefined): FieldDef {
  if (!words) return field;
  const { options, ...rest } = words;
  const given = options && Object.entries(options).map(([value, label]) => ({ value, label }));
  const labelled = options
    ? (field.options?.map((o) => ({ ...o, label: options[o.value] ?? o.label })) ??
      (field.kind === 'tags' ? given : undefined))
    : field.options;
  return { ...field, ...rest, options: labelled };
}

/** Errors on hidden fields the body leaves out: the screen leaves them to the server (a centre's invitation). */
function withoutLeftOut(errors: FieldErrors, hidden: readonly string[], body: Record<string, unknown>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([n]) => !hidden.includes(n) || n in body));
}

/** The presets of the named fields. */
const pick = (values: Record<string, unknown> = {}, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => n in values).map((n) => [n, values[n]]));

/**
 * Create or edit a record from its metadata. Validation runs the same zod schema
 * as the server; the server's fieldErrors land under the same inputs.
 */
export function ResourceForm({
  resource: ref,
  id,
  presets,
  hidden = [],
  onSaved,
  onCancel,
  submitLabel,
  children,
  extraBody,
  fieldWords = {},
  savedMessage,
  translateMessage = (message) => message,
}: ResourceFormProps) {
  const resource = resourceName(ref);
  const mode: FormMode = id ? 'update' : 'create';
  const meta = useResourceMeta(resource);
  const record = useRecord(resource, id);
  const queryClient = useQueryClient();
  const { franchiseeId } = useAccess();
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const trackUpload = useCallback((busy: boolean) => setUploads((n) => n + (busy ? 1 : -1)), []);

  const original = useMemo(() => {
    if (!meta.data) return null;
    if (mode === 'update') return record.data ? initialValues(meta.data.fields, record.data) : null;
    // New records of a centre start in the selected centre.
    const centre =
      meta.data.fields.franchiseeId?.ref?.resource === 'franchisee' && franchiseeId ? { franchiseeId } : {};
    return initialValues(meta.data.fields, null, { ...centre, ...presets });
    // presets are a literal per screen; their identity changing must not reset typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meta.data, record.data, mode]);

  useEffect(() => {
    if (original) setValues(original);
  }, [original]);

  if (meta.error || record.error)
    return (
      <LoadError error={meta.error ?? record.error} onRetry={() => (meta.error ? meta.refetch() : record.refetch())} />
    );
  if (!meta.data || !values) {
    return (
      <Card>
        <Stack>
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      </Card>
    );
  }
  const m = meta.data;
  // On edit a blank password keeps the current one.
  const fields = editableFields(m.fields, mode, hidden).map(([n, f]): [string, typeof f] =>
    mode === 'update' && f.kind === 'password'
      ? [n, { ...f, required: false, help: t('common.keepPassword') }]
      : [n, worded(f, fieldWords[n])],
  );
  // Every message reads in the reader's language: the shared field messages through the catalogue (with the
  // label the screen shows), the server's others through the screen's words.
  const said = (message: string, name?: string) => {
    const fields = name ? [[name, m.fields[name]] as const] : Object.entries(m.fields);
    for (const [n, f] of fields) {
      const worded = fieldMessage(message, f, fieldWords[n]?.label);
      if (worded !== message) return worded;
    }
    return translateMessage(message);
  };
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([n, e]) => [n, e && said(e, n)]));
  const readOnlyOnEdit =
    mode === 'update' ? Object.entries(m.fields).filter(([n, f]) => f.createOnly && !hidden.includes(n)) : [];

  function change(name: string, value: FormValue) {
    setValues((prev) => ({ ...(prev ?? {}), [name]: value }));
    setErrors((prev) => {
      if (!prev[name]) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (uploads > 0) return; // a file is still on its way: the button says so by spinning
    const form = e.currentTarget;
    if (!values) return;
    setFormError(null);
    const { body: shown, errors: conversion } = toBody(m.fields, values, mode, original, hidden);
    // A new record's hidden fields carry what the screen preset for them (e.g. the kit type of the page).
    const body = mode === 'create' ? { ...pick(presets, hidden), ...shown } : shown;
    const found = {
      ...withoutLeftOut(validateBody(m.fields, mode, body), hidden, body),
      ...requiredErrors(m.fields, mode, body, hidden),
      ...conversion,
    };
    if (Object.keys(found).length) {
      setErrors(found);
      setFormError(found._form ?? t('common.fixFields'));
      focusFirstError(form);
      return;
    }
    setSaving(true);
    try {
      const sent = { ...body, ...extraBody };
      const saved = id ? await resources.update(resource, id, sent) : await resources.create(resource, sent);
      await queryClient.invalidateQueries({ queryKey: listKey(resource) });
      queryClient.setQueryData(recordKey(resource, saved.id), saved);
      notify({ color: 'teal', message: savedMessage ?? `${m.label} saved`, autoClose: 2000 });
      onSaved?.(saved, mode);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        setErrors(err.fieldErrors);
        focusFirstError(form);
      }
      setFormError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid={`form-${resource}`}>
      <Card>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="form-error">
              {said(formError)}
            </Alert>
          )}
          {readOnlyOnEdit.length > 0 && record.data && (
            <Group gap="xl">
              {readOnlyOnEdit.map(([n, f]) => (
                <div key={n}>
                  <Text size="xs" c="dimmed">
                    {f.label}
                  </Text>
                  <Text fw={600}>{String(record.data?.[n] ?? '')}</Text>
                </div>
              ))}
            </Group>
          )}
          <UploadBusyContext.Provider value={trackUpload}>
            <FieldsGrid
              fields={fields}
              values={values}
              errors={shownErrors}
              onChange={change}
              record={record.data}
              disabled={saving}
            />
          </UploadBusyContext.Provider>
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving || uploads > 0} data-testid="form-submit">
              {submitLabel ??
                (mode === 'create'
                  ? t('common.createRecord', { label: inSentence(m.label) })
                  : t('common.saveChanges'))}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** Once the errors have rendered, the first field in error takes the focus, which scrolls it into view. */
function focusFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
