/** Answers of the fees and payments API as the screens read them: each the wire type of its contract. */
import type { EndpointAnswer } from '@portal/core';
import type { z } from 'zod';
import type * as C from '../shared/contracts.ts';

export type PublicPlan = EndpointAnswer<typeof C.publicPlan>;
export type PlanAccount = EndpointAnswer<typeof C.studentAccount>['plans'][number];
export type Installment = z.input<typeof C.installmentRow>;
export type PublicInstallment = PublicPlan['installments'][number];
export type PaymentRow = z.input<typeof C.paymentRow>;
export type ConcessionRow = z.input<typeof C.concessionRow>;
export type OrderAnswer = EndpointAnswer<typeof C.createOrder>;
export type Dashboard = EndpointAnswer<typeof C.financeDashboard>;
