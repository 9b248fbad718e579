import { defineEndpoint, timestamp } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { queryId, uniformIndentInput } from '../inputs.ts';
import { rowsOf, tags } from './common.ts';
import { orderRow } from './answers.ts';

// ---- uniform indents ----

export const placeUniformIndent = defineEndpoint({
  method: 'POST',
  path: '/api/indent/uniform-indent',
  keyed: true,
  module: M.UNIFORM_INDENT,
  tags,
  body: uniformIndentInput,
  response: orderRow,
  status: 201,
});

export const indentChildren = defineEndpoint({
  method: 'GET',
  path: '/api/indent/children',
  module: M.UNIFORM_INDENT,
  tags,
  summary: "The centre's children of the year with their live uniform indent",
  query: z.object({
    academicYearID: queryId.optional(),
    franchiseeID: queryId.optional(),
    q: z.string().max(100).optional(),
  }),
  response: z.object({
    franchiseeId: z.number(),
    rows: z.array(
      z.object({
        studentAdmissionId: z.number(),
        studentName: z.string(),
        classId: z.number(),
        className: z.string(),
        gender: z.string(),
        indent: z
          .object({
            orderId: z.number(),
            orderNo: z.string(),
            status: z.string(),
            size: z.string().nullable(),
            placedAt: timestamp,
          })
          .nullable(),
      }),
    ),
  }),
});

export const uniformOrderGap = defineEndpoint({
  method: 'GET',
  path: '/api/indent/order-gap',
  module: M.UNIFORM_INDENT,
  tags,
  summary: 'Admitted children against those with a uniform indent, per centre and class',
  query: z.object({ academicYearID: queryId, franchiseeID: queryId.optional() }),
  response: rowsOf(
    z.object({
      franchiseeId: z.number(),
      companyName: z.string(),
      classId: z.number(),
      className: z.string(),
      admitted: z.number(),
      ordered: z.number(),
      gap: z.number(),
    }),
  ),
});
