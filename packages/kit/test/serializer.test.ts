import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf } from '@portal/core';
import { fastSerializerCompiler } from '../src/resource/serializer.ts';

describe('the list serializer', () => {
  const row = z.object({
    id: z.number(),
    name: z.string().nullable().optional(),
    amountPaise: z.number().nullable().optional(),
    data: z.unknown().optional(),
    tags: z.array(z.unknown()).nullable().optional(),
    lines: z.array(z.record(z.string(), z.unknown())).optional(),
  });
  const serialise = fastSerializerCompiler({
    schema: pageOf(row).extend({ statusCounts: z.record(z.string(), z.number()) }),
  });

  it('writes the schema and never a field outside it', () => {
    const out = serialise({
      rows: [
        {
          id: 1,
          name: null,
          amountPaise: 500,
          data: { answers: [1, 'two'] },
          tags: ['a'],
          lines: [{ account: 'CASH', debit: 100 }],
          __total: 2,
          passwordHash: 'secret',
        },
        { id: 2, name: 'Pune' },
      ],
      count: 2,
      page: 1,
      pageSize: 20,
      statusCounts: { Suspect: 1 },
      internal: true,
    });
    expect(out).not.toContain('__total');
    expect(out).not.toContain('secret');
    expect(JSON.parse(out)).toEqual({
      rows: [
        {
          id: 1,
          name: null,
          amountPaise: 500,
          data: { answers: [1, 'two'] },
          tags: ['a'],
          lines: [{ account: 'CASH', debit: 100 }],
        },
        { id: 2, name: 'Pune' },
      ],
      count: 2,
      page: 1,
      pageSize: 20,
      statusCounts: { Suspect: 1 },
    });
  });
});
