import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listRef, resourceShape, viewShape, type FieldDef, type FieldRef, type FigureDefinition } from '@portal/core';
import { defineResource, defineView, figure, serveFigure, showsFigure, type RequestContext } from '@portal/kit';

/**
 * A resource, a reference, a web screen's resource, a view, a view's list and a figure are declared from their
 * shape (a figure from defineFigure), and the compiler holds it: each line below is refused by the type check
 * (`npm run typecheck`, the first step of `npm test`), and the check fails when one of them compiles again
 * (`@ts-expect-error` then has no error to expect). The lines are never run.
 */
declare const ctx: RequestContext;
declare const ui: typeof import('@portal/ui');
declare const routing: typeof import('@portal/ui/routing');

// Each as its declaration would be but for the name, so the one error expected is the name's.
type Declaration = Parameters<typeof defineResource<PgTable>>[0];
type LooseDeclaration = Omit<Declaration, 'name'> & { name: string };
type LooseReference = Omit<FieldRef, 'resource'> & { resource: string };
type ViewDeclaration = Parameters<typeof defineView>[0];
type LooseView = Omit<ViewDeclaration, 'name'> & { name: string };

export function refusedByTheCompiler(
  loose: LooseDeclaration,
  looseReference: LooseReference,
  looseView: LooseView,
  looseFigure: FigureDefinition,
): void {
  // @ts-expect-error a resource without its shape: spread it, defineResource({ ...xShape, table, … })
  defineResource(loose);
  // @ts-expect-error a reference by a name: ref: referenceTo(() => xShape, 'labelField')
  const field: FieldDef = { kind: 'reference', label: 'Centre', ref: looseReference };
  // @ts-expect-error the web names a resource by its shape (or the name a shape gave), not a string
  void ui.resources.list('franchisee');
  // @ts-expect-error a resource's screens come from its shape: resourceRoutes(xShape, '/path', { … })
  routing.resourceRoutes('franchisee', '/franchisee', { modules: [] });
  // @ts-expect-error a figure is asked by its declaration (FEES_COLLECTED), not by its key
  void figure(ctx, 'fees.collected', {}, { from: '2026-04-01', to: '2026-04-30' });
  // @ts-expect-error a figure asked by an object written in place rather than the declaration defineFigure made
  void figure(ctx, looseFigure, {}, { from: '2026-04-01', to: '2026-04-30' });
  // @ts-expect-error a figure is served by its declaration: serveFigure(defineFigure({ … }) from shared/, compute)
  serveFigure(looseFigure, () => Promise.resolve(0));
  const tile = { shownOn: 'a tile', reader: 'centre', scopes: [], url: () => '/', read: () => ({ value: 0 }) } as const;
  // @ts-expect-error a screen shows a figure by its declaration
  showsFigure({ ...tile, figure: looseFigure });
  // @ts-expect-error a view without its shape: spread it, defineView({ ...xViewShape, from, columns, … })
  defineView(looseView);
  // @ts-expect-error a view's list on the web names the view by its shape: listRef<Row>(xViewShape, '/api/path')
  listRef('order-history', '/api/order-history');
  void field;
}

describe('declared from a shape', () => {
  it('makes a resource name only of lower-case words joined by hyphens, the path segment of its routes', () => {
    const shape = resourceShape({ name: 'fee-plan', label: 'Fee plan', module: 'Fees', fields: {} });
    expect(shape.name).toBe('fee-plan');
    expect(() => resourceShape({ name: 'Fee Plan', label: 'Fee plan', module: 'Fees', fields: {} })).toThrow(
      "Resource name 'Fee Plan' is not lower-case words joined by hyphens",
    );
  });

  it('makes a view name the same way', () => {
    expect(viewShape({ name: 'order-history', label: 'Order', module: 'Orders' }).name).toBe('order-history');
    expect(() => viewShape({ name: 'orderHistory', label: 'Order', module: 'Orders' })).toThrow(
      "View name 'orderHistory' is not lower-case words joined by hyphens",
    );
  });
});
