/**
 * Figures: a number a person reads (fees collected, attendance, leads…) declared once with its definition —
 * what it counts, over which period and scopes — and a label that says that definition. The owning module
 * declares it in its `shared/figures.ts` (so the web reads the same label) and serves it on the server
 * (`serveFigure` in packages/kit); every tile, report, export and home card asks for it by its key.
 */

/** What a figure can be asked for: one child, one class, one centre or the whole network (inside the fence). */
export const FIGURE_SCOPES = ['child', 'class', 'centre', 'network'] as const;
export type FigureScopeKind = (typeof FIGURE_SCOPES)[number];

/** How a figure's number reads: integer paise, a count, or a percentage with one decimal. */
export type FigureUnit = 'paise' | 'count' | 'percent';

/** What a module writes to declare a figure; `defineFigure` turns it into the declaration everything else takes. */
export interface FigureDefinition<K extends string = string> {
  /** The name every consumer asks for: `<area>.<measure>`, e.g. 'fees.collected'. */
  key: K;
  /** What a screen prints beside the number; it says the definition ("Fees collected, all heads"). */
  label: string;
  /** The definition in a sentence: which rows count, on which day, which are left out. */
  definition: string;
  /** The module whose service computes it; no other module reads its tables to work it out. */
  owner: string;
  unit: FigureUnit;
  /** The scopes it is served for. */
  scopes: readonly FigureScopeKind[];
  /**
   * 'days': any period of India days, both ends included; 'month': whole months only (kept per month);
   * 'day': one day (today's check-ins), asked as a period from that day to itself.
   */
  period: 'days' | 'month' | 'day';
}

declare const declared: unique symbol;
/**
 * A figure as `defineFigure` declared it. Only it makes one, so serving a figure (`serveFigure`), asking for one
 * (`figure`) and showing one (`showsFigure`) take the declaration, never an object or a key written in place.
 */
export type FigureDeclaration<K extends string = string> = Readonly<FigureDefinition<K>> & {
  readonly [declared]: true;
};

function isDeclaration<K extends string>(definition: FigureDefinition<K>): definition is FigureDeclaration<K> {
  return /^[a-z]+(\.[a-zA-Z]+)+$/.test(definition.key);
}

/** Declares a figure: typed, frozen, its key kept literal so consumers name it without a typo. */
export function defineFigure<const K extends string>(definition: FigureDefinition<K>): FigureDeclaration<K> {
  const declaration = Object.freeze({ ...definition, scopes: Object.freeze([...definition.scopes]) });
  if (!isDeclaration(declaration)) throw new Error(`Figure key ${definition.key} is not area.measure`);
  return declaration;
}

/**
 * A share in percent with one decimal (4 of 19 → 21.1); null when there is nothing to divide by. Every percentage
 * figure rounds through here, so a card and a report never print 21 and 21.1 for the same days.
 */
export function figurePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;
}

/** The India days of a month key ('2026-11') as a figure's period. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
