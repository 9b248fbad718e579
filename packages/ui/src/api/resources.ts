import {
  endpointPath,
  type BodyOf,
  type CommandAnswer,
  type CommandBody,
  type CommandRef,
  type ListRef,
  type ListResult,
  type RecordOf,
  type ResourceMeta,
  type ResourceName,
  type ResourceShape,
} from '@portal/core';
import { api, type QueryValue, type RequestOptions } from './client.ts';

/** A record the generic screens read without knowing its resource's shape. */
export type Row = Record<string, unknown> & { id: number };

/**
 * A resource as the web names it: by its shape from the module's `shared/` (rows typed by its fields) or, for the
 * generic screens that serve every resource, by the name a shape declared (a route's props, a reference field in
 * the server's meta answer; rows as `Row`). A name written as a string does not compile here.
 */
export type ResourceRef = ResourceShape | ResourceName;
export type RecordFor<R extends ResourceRef> = R extends ResourceShape ? RecordOf<R> : Row;
export type BodyFor<R extends ResourceRef> = R extends ResourceShape ? BodyOf<R> : Record<string, unknown>;

type Query = Record<string, QueryValue>;
type Options = Pick<RequestOptions, 'signal' | 'quiet'>;

/** What a CSV import answers: rows created and skipped, and each refused row's field and reason. */
export interface ImportResult {
  created: number;
  skipped: number;
  errors: { row: number; field: string; message: string }[];
}

export type ImportMode = 'all-or-nothing' | 'skip-bad-rows';

export const resourceName = (ref: ResourceRef): ResourceName => (typeof ref === 'string' ? ref : ref.name);
const base = (ref: ResourceRef) => `/api/${resourceName(ref)}`;

/** The one place the web speaks to the resource routes the kit gives every declared resource. */
export const resources = {
  meta: (ref: ResourceRef, options: Options = {}) =>
    api<ResourceMeta>(`/api/meta/resources/${resourceName(ref)}`, options),
  list: <R extends ResourceRef>(ref: R, query: Query = {}, options: Options = {}) =>
    api<ListResult<RecordFor<R>>>(base(ref), { ...options, query }),
  get: <R extends ResourceRef>(ref: R, id: number, options: Options = {}) =>
    api<RecordFor<R>>(`${base(ref)}/${id}`, options),
  create: <R extends ResourceRef>(ref: R, body: BodyFor<R>) => api<RecordFor<R>>(base(ref), { method: 'POST', body }),
  update: <R extends ResourceRef>(ref: R, id: number, body: BodyFor<R>) =>
    api<RecordFor<R>>(`${base(ref)}/${id}`, { method: 'PUT', body }),
  remove: (ref: ResourceRef, id: number) => api<void>(`${base(ref)}/${id}`, { method: 'DELETE' }),
  /**
   * A declared command on one record (approve, reject, publish…): answers the record as it now stands.
   * `path` is the command's own path where its declaration gives one (`/api/order-history/:id/confirm`).
   */
  command: <R extends ResourceRef>(
    ref: R,
    id: number,
    command: string,
    body: Record<string, unknown> = {},
    path?: string,
  ) => api<RecordFor<R>>(path ? endpointPath(path, { id }) : `${base(ref)}/${id}/${command}`, { method: 'POST', body }),
  importRows: (ref: ResourceRef, csv: string, mode: ImportMode) =>
    api<ImportResult>(`${base(ref)}/import`, { method: 'POST', body: { csv, mode } }),
};

/** A declared view's page of rows (a joined, read-only list), typed by its reference in `shared/`. */
export function fetchList<R extends { id: number }>(list: ListRef<R>, query: Query = {}, options: Options = {}) {
  return api<ListResult<R>>(list.path, { ...options, query });
}

/** A command served at a path of its own, with the body its reference in `shared/` declares. */
export function runCommand<C extends CommandRef>(command: C, id: number, body: CommandBody<C>) {
  return api<CommandAnswer<C>>(endpointPath(command.path, { id }), { method: 'POST', body });
}
