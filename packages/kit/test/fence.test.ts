import { sql, type SQL } from 'drizzle-orm';
import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  actingForFranchisee,
  anonymousContext,
  assertFranchisee,
  defaultFranchisee,
  franchiseeArrayFence,
  franchiseeFence,
  franchiseeFenceSql,
  touchableFranchisees,
  type FenceBinder,
  type RequestContext,
} from '../src/index.ts';

const rows = pgTable('rows', { franchiseeId: integer('franchisee_id'), audience: integer('audience').array() });
const dialect = new PgDialect();
const render = (condition: SQL | undefined) => {
  if (!condition) return undefined;
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};
const as = (franchisees: RequestContext['franchisees'], franchiseeId: number | null = null): RequestContext => ({
  ...anonymousContext(null as unknown as RequestContext['db']),
  franchisees,
  franchiseeId,
});

describe('franchiseeFence', () => {
  it('keeps rows inside the user centres, and matches nothing for a user with none', () => {
    expect(render(franchiseeFence(as([2, 5]), rows.franchiseeId))).toEqual({
      sql: '"rows"."franchisee_id" in ($1, $2)',
      params: [2, 5],
    });
    expect(render(franchiseeFence(as([]), rows.franchiseeId))?.sql).toBe('false');
    expect(franchiseeFence(as('all'), rows.franchiseeId)).toBeUndefined();
    expect(render(franchiseeFenceSql(as('all'), rows.franchiseeId))?.sql).toBe('true');
  });

  it('narrows to a requested centre, answering 404 for one outside the fence', () => {
    expect(render(franchiseeFence(as([2, 5]), rows.franchiseeId, 5))).toEqual({
      sql: '"rows"."franchisee_id" = $1',
      params: [5],
    });
    expect(() => franchiseeFence(as([2]), rows.franchiseeId, 3)).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Franchisee not found' }),
    );
    expect(() => franchiseeFence(as([2]), rows.franchiseeId, [2, 3])).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(render(franchiseeFence(as('all'), rows.franchiseeId, [3, 4]))?.params).toEqual([3, 4]);
    expect(render(franchiseeFence(as('all'), rows.franchiseeId, []))?.sql).toBe('false');
  });

  it('takes a raw SQL column for hand-written statements, with the ids as parameters', () => {
    expect(render(franchiseeFence(as([7]), sql`e.franchisee_id`))).toEqual({
      sql: 'e.franchisee_id in ($1)',
      params: [7],
    });
  });

  it('binds ids as placeholders and notes the shape for prepared statements', () => {
    const noted: string[] = [];
    const bound: number[] = [];
    const binder: FenceBinder = {
      bind: (value) => (bound.push(value), sql.placeholder(`p${bound.length - 1}`)),
      note: (part) => noted.push(part),
    };
    expect(render(franchiseeFence(as([2, 5]), rows.franchiseeId, undefined, binder))?.sql).toBe(
      '"rows"."franchisee_id" in ($1, $2)',
    );
    franchiseeFence(as([2, 5]), rows.franchiseeId, 2, binder);
    expect(noted).toEqual(['fence', 'in:2', 'franchisee']);
    expect(bound).toEqual([2, 5, 2]);
  });
});

describe('the fence checks', () => {
  it('fences arrays of centres by overlap', () => {
    expect(render(franchiseeArrayFence(as([2, 5]), rows.audience))).toEqual({
      sql: '"rows"."audience" && array[$1, $2]::integer[]',
      params: [2, 5],
    });
    expect(franchiseeArrayFence(as('all'), rows.audience)).toBeUndefined();
    expect(render(franchiseeArrayFence(as([]), rows.audience))?.sql).toBe('false');
  });

  it('refuses, narrows and defaults centres by the fence', () => {
    expect(() => assertFranchisee(as([2]), null)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => assertFranchisee(as('all'), 9)).not.toThrow();
    expect(touchableFranchisees(as([2, 5]), [5, 3, 2])).toEqual([5, 2]);
    expect(defaultFranchisee(as([2, 5], 5))).toBe(5);
    expect(defaultFranchisee(as([2, 5], 3))).toBeNull();
    expect(defaultFranchisee(as([2]))).toBe(2);
    expect(defaultFranchisee(as('all'))).toBeNull();
    expect(actingForFranchisee(as('all'), 4)).toMatchObject({ franchisees: [4], franchiseeId: 4 });
  });
});
