import { FIGURE_SCOPES, type FigureDeclaration, type FigureScopeKind } from '@portal/core';
import type { RequestContext } from './context.ts';
import { badRequest, notFound } from './errors.ts';

/**
 * The figure registry. An owning module serves each figure it declares (`serveFigure`); a consumer asks for it
 * by its declaration (`figure(ctx, FEES_COLLECTED, scope, period)`, never by a key written as a string) and
 * registers where a person reads it (`showsFigure`), so the consistency test finds every screen that shows a
 * figure from here, not from a hand-kept list.
 */

/** What a figure is asked for: the narrowest id given decides the scope; none is the network (inside the fence). */
export interface FigureScope {
  franchiseeId?: number;
  classId?: number;
  studentAdmissionId?: number;
}

/** India days, both ends included ('day' figures take `from`). */
export interface FigurePeriod {
  from: string;
  to: string;
}

export type FigureCompute = (ctx: RequestContext, scope: FigureScope, period: FigurePeriod) => Promise<number | null>;

/** A figure as a screen receives it: its number beside the label that says what it counts. */
export interface FigureValue {
  key: string;
  label: string;
  value: number | null;
}

const served = new Map<string, { declaration: FigureDeclaration; compute: FigureCompute }>();

/**
 * The owning module serves a declared figure when it registers (again on each app a process starts: the later
 * one replaces the earlier). Two declarations under one key are a mistake.
 */
export function serveFigure(declaration: FigureDeclaration, compute: FigureCompute): void {
  const known = served.get(declaration.key);
  if (known && known.declaration.owner !== declaration.owner)
    throw new Error(`Figure ${declaration.key} is declared by ${known.declaration.owner} and ${declaration.owner}`);
  served.set(declaration.key, { declaration, compute });
}

export const scopeKindOf = (scope: FigureScope): FigureScopeKind =>
  scope.studentAdmissionId !== undefined
    ? 'child'
    : scope.classId !== undefined
      ? 'class'
      : scope.franchiseeId !== undefined
        ? 'centre'
        : 'network';

/** A figure by its key, computed by its owner for the scope and period (inside the caller's fence). */
export async function figure(
  ctx: RequestContext,
  declaration: FigureDeclaration,
  scope: FigureScope,
  period: FigurePeriod,
): Promise<FigureValue> {
  const { key } = declaration;
  const entry = served.get(key);
  if (!entry) throw notFound('Figure');
  const kind = scopeKindOf(scope);
  if (!entry.declaration.scopes.includes(kind))
    throw badRequest(`${entry.declaration.label} is not counted per ${kind}`);
  if (period.to < period.from) throw badRequest('The period ends before it starts');
  return { key, label: entry.declaration.label, value: await entry.compute(ctx, scope, period) };
}

/** Every declaration served on this server. */
export const servedFigures = (): FigureDeclaration[] => [...served.values()].map((s) => s.declaration);

// ---- where figures are shown ---------------------------------------------------------------------

/** Who reads a screen: the consistency test signs in as a demo account of that kind. */
export type FigureReader = 'centre' | 'counsellor' | 'headOffice' | 'finance' | 'parent';

/** One screen, report or export showing a declared figure: how to ask it and where the number is in its answer. */
export interface FigureReadout<A = unknown> {
  figure: FigureDeclaration;
  /** Where a person reads it, e.g. 'Owner dashboard tile'. */
  shownOn: string;
  reader: FigureReader;
  scopes: readonly FigureScopeKind[];
  /**
   * The span the screen counts when it is not the figure's usual one for the day (a tile of the year's leads counts
   * every day up to today): the consistency test asks the owner over the same span.
   */
  period?(today: string): FigurePeriod;
  /** The request that shows the figure for a scope and period (an API path with its query). */
  url(scope: FigureScope, period: FigurePeriod): string;
  /** The figure's number in the answer, and the label printed beside it when the answer carries one. */
  read(answer: A, scope: FigureScope, period: FigurePeriod): { value: number | null; label?: string };
}

const readouts: FigureReadout[] = [];

/** A consumer declares, beside its route, that it shows a figure. */
export function showsFigure<A>(readout: FigureReadout<A>): void {
  for (const s of readout.scopes)
    if (!readout.figure.scopes.includes(s) || !FIGURE_SCOPES.includes(s))
      throw new Error(`${readout.shownOn} shows ${readout.figure.key} per ${s}, which it is not counted for`);
  if (!readouts.some((r) => r.figure.key === readout.figure.key && r.shownOn === readout.shownOn))
    readouts.push(readout);
}

/** Every screen registered as showing a figure. */
export const figureReadouts = (): readonly FigureReadout[] => readouts;

// ---- figures written -----------------------------------------------------------------------------

/** Told, inside the writing transaction, that a write moved some figures (kept summaries refresh from it). */
export type FiguresWrittenListener = (ctx: RequestContext, keys: readonly string[]) => Promise<void>;

const writtenListeners: FiguresWrittenListener[] = [];

/** A module keeping summaries of figures (the benchmarks) listens for the writes that move them. */
export function onFiguresWritten(listener: FiguresWrittenListener): void {
  if (!writtenListeners.includes(listener)) writtenListeners.push(listener);
}

/** The owning module's write says which of its figures it moved (a payment: fees.collected, royalty.base). */
export async function figuresWritten(ctx: RequestContext, ...figures: FigureDeclaration[]): Promise<void> {
  for (const listener of writtenListeners)
    await listener(
      ctx,
      figures.map((f) => f.key),
    );
}
