import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { FINANCE_MODULES as M } from '../modules.ts';
import { assignPlanInput, chargeOrderInput, installmentsInput, uploadQuery } from '../inputs.ts';
import { account, byAdmission, byId, plans } from './common.ts';
import {
  admissionPlansAnswer,
  planInstallmentsAnswer,
  studentAccountAnswer,
  studentPlanRecord,
} from './account-answers.ts';
import { orderAnswer } from './payment-answers.ts';

// ---- plans ----

export const assignPlan = defineEndpoint({
  method: 'POST',
  path: '/api/fee-plans/:id/assign',
  module: M.FEE_PLANS,
  tags: plans,
  summary: 'Assign an approved plan to a student admission (pro-rated for a mid-year admission)',
  params: byId,
  body: assignPlanInput,
  response: studentPlanRecord,
  status: 201,
});

export const planInstallments = defineEndpoint({
  method: 'GET',
  path: '/api/fee-plans/:id/installments',
  module: M.FEE_PLANS,
  tags: plans,
  summary: "A plan's installments and royalty breakdown",
  params: byId,
  response: planInstallmentsAnswer,
});

export const saveInstallments = defineEndpoint({
  method: 'PUT',
  path: '/api/fee-plans/:id/installments',
  module: M.FEE_PLANS,
  tags: plans,
  summary: "A pending plan's installments set by hand",
  params: byId,
  body: installmentsInput,
  response: planInstallmentsAnswer,
});

export const uploadPlans = defineEndpoint({
  method: 'POST',
  path: '/api/fee-plans/upload',
  module: M.FEE_PLANS,
  tags: plans,
  summary: 'Fee plans from an .xlsx or .csv file (multipart `file`; all or nothing)',
  query: uploadQuery,
  response: z.object({ created: z.number(), ids: z.array(z.number()) }),
  status: 201,
});

export const admissionPlans = defineEndpoint({
  method: 'GET',
  path: '/api/student-fee-plans/admission/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Fee plans' },
  module: M.FEE_PLANS,
  accessMethod: 'GET',
  tags: plans,
  summary: 'The admission a plan is being assigned to, with its plans',
  params: byAdmission,
  response: admissionPlansAnswer,
});

// ---- fee accounts ----

export const myAccount = defineEndpoint({
  method: 'GET',
  path: '/api/student-account/me',
  module: M.STUDENT_ACCOUNT,
  tags: account,
  summary: "The signed-in parent's fee account",
  response: studentAccountAnswer,
});

export const studentAccount = defineEndpoint({
  method: 'GET',
  path: '/api/student-account/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Fee account' },
  module: M.STUDENT_ACCOUNT,
  tags: account,
  summary: "A student's fee account: plans, installments and payments",
  params: byAdmission,
  response: studentAccountAnswer,
});

export const chargeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/student-account/charges/order',
  keyed: true,
  module: M.STUDENT_ACCOUNT,
  // Whoever may read the child's account may pay what is due on it (a parent only their own child's).
  accessMethod: 'GET',
  tags: account,
  summary:
    "Open a gateway order for a one-off charge on a child's account, paid in full; " +
    "Checkout's result confirms it through the public verify",
  body: chargeOrderInput,
  response: orderAnswer,
  status: 201,
});
