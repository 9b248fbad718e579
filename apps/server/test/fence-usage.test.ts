import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The franchisee fence is one kit primitive (packages/kit/src/fence.ts). Module and app code never
 * reads `ctx.franchisees` nor builds a franchisee condition itself: each copy is a place where
 * isolation can break. This scan lists every line that does, as file:line.
 *
 * A line that filters by a list of centres without being a fence (a training's audience, centres
 * the caller has already fenced) says so in a `fence-usage:` comment on the line above.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Hand-built fences and their tell-tale signs, each with what to use instead. */
const RULES: { pattern: RegExp; use: string }[] = [
  { pattern: /\.franchisees\b/, use: 'the fence functions of @portal/kit (it reads ctx.franchisees)' },
  { pattern: /\bfranchisees\s*:\s*(\[|'all'|"all")/, use: 'actingForFranchisee / everyFranchiseeContext' },
  { pattern: /\bcanSeeFranchisee\b/, use: 'mayTouchFranchisee / assertFranchisee' },
  { pattern: /\bscopeCondition\s*\(/, use: 'franchiseeFence(ctx, table.franchiseeId)' },
  { pattern: /\binArray\(\s*[\w.]*franchiseeId\s*,/i, use: 'franchiseeFence(ctx, column, ids)' },
  { pattern: /\barrayOverlaps\(\s*[\w.]*franchisee/i, use: 'franchiseeArrayFence' },
  {
    // Raw SQL: `e.franchisee_id in (…)`, `${t.franchiseeId} = any(…)`, `audience_franchisee_ids && …`.
    pattern: /(franchisee_ids?["`)}]*|franchiseeIds?\})\s*(\bin\b|=\s*any\b|&&)/i,
    use: 'franchiseeFence(ctx, sql`alias.franchisee_id`) / franchiseeArrayFence',
  },
  {
    pattern: /\beq\(\s*[\w.]*franchiseeId\s*,\s*(query|q|f|input|opts|params|body|req\.query)\.franchiseeI[dD]\s*\)/,
    use: 'franchiseeFence(ctx, column, requested), which also refuses a centre outside the fence',
  },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(entry.name === 'node_modules' ? [] : sourceFiles(path)));
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every offending line of the given source as 'file:line  text  → use'. */
function handBuiltFences(file: string, source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (/fence-usage:/.test(lines[i - 1] ?? '')) return;
    const rule = RULES.find((r) => r.pattern.test(line));
    if (rule) found.push(`${file}:${i + 1}  ${line.trim()}  → use ${rule.use}`);
  });
  return found;
}

function scannedFiles(): string[] {
  const modules = readdirSync(join(ROOT, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(ROOT, 'modules', d.name, 'server'));
  return [...modules, join(ROOT, 'apps/server/src')].flatMap((dir) => {
    try {
      return sourceFiles(dir);
    } catch {
      return []; // a module without server code
    }
  });
}

describe('the franchisee fence is built only by the kit', () => {
  it('finds no hand-built fence in module or app server code', () => {
    const offending = scannedFiles()
      .map((path) => relative(ROOT, path))
      .flatMap((file) => handBuiltFences(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offending, `Hand-built franchisee fences:\n${offending.join('\n')}`).toEqual([]);
  });

  it('recognises each kind of hand-built fence', () => {
    const samples = [
      "if (ctx.franchisees === 'all') return undefined;",
      'const ids = req.ctx.franchisees;',
      'return { ...ctx, franchisees: [franchiseeId] };',
      "return { ...anonymousContext(db), franchisees: 'all' };",
      "if (!canSeeFranchisee(ctx, id)) throw notFound('Franchisee');",
      '.where(and(eq(staff.id, id), scopeCondition(ctx, staffResource)))',
      'inArray(kitOrders.franchiseeId, ids)',
      'arrayOverlaps(trainings.audienceFranchiseeIds, ids)',
      "sql.raw(`e.franchisee_id in (${ids.join(',')})`)",
      'sql`${t.franchisee_id} = any(${ids})`',
      'sql`${staff.franchiseeId} in ${ids}`',
      '"trainings"."audience_franchisee_ids" && ARRAY[1]',
      'query.franchiseeID ? eq(payments.franchiseeId, query.franchiseeID) : undefined',
    ];
    for (const line of samples) expect(handBuiltFences('x.ts', line), line).toHaveLength(1);
    expect(handBuiltFences('x.ts', '// fence-usage: an audience\ninArray(adminUsers.franchiseeId, ids)')).toEqual([]);
    expect(handBuiltFences('x.ts', 'franchiseeFence(ctx, staff.franchiseeId, query.franchiseeId)')).toEqual([]);
  });
});
