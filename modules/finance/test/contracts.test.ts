import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as C from '../shared/contracts.ts';
import { concessionView } from '../server/concessions/concession-list.ts';
import { paymentView } from '../server/payments/payment-list.ts';
import { studentPlanView } from '../server/plans/list.ts';

/** The joined lists the screens call are served by views: each declared row names exactly its view's columns. */
describe('joined lists as the screens read them', () => {
  const cases: [string, z.ZodObject, readonly string[]][] = [
    ['payments', C.paymentRow, paymentView.list],
    ['concessions', C.concessionRow, concessionView.list],
    ['student fee plans', C.studentPlanRow, studentPlanView.list],
  ];
  it.each(cases)('%s', (_name, row, columns) => {
    expect(Object.keys(row.shape).sort()).toEqual([...columns].sort());
  });
});
