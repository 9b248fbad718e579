import { defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';
import { TRANSPORT_MODULES as M } from '../constants.ts';
import { assignServiceInput, costQuery } from '../inputs.ts';
import { serviceTags, tags } from './routes.ts';

export const vehicleCost = defineEndpoint({
  method: 'GET',
  path: '/api/transport/vehicle-cost',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: 'Fuel and maintenance cost per kilometre per vehicle (kilometres from the fuel log odometer)',
  query: costQuery,
  response: z.object({
    rows: z.array(
      z.object({
        vehicleId: z.number(),
        registrationNumber: z.string(),
        km: z.number(),
        fuelPaise: z.number(),
        maintenancePaise: z.number(),
        paisePerKm: z.number().nullable(),
      }),
    ),
  }),
});

const assignment = z.object({
  id: z.number(),
  enquiryId: z.number().nullable(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  service: z.string(),
  feePlanId: z.number(),
  planName: z.string(),
  totalPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  referenceId: z.string().nullable(),
});

export const assignService = defineEndpoint({
  method: 'POST',
  path: '/api/services/enquiries/assign/:enquiryID',
  module: M.SERVICES,
  tags: serviceTags,
  summary:
    "Assign a service enquiry's service to a student: the approved service plan is assigned through the fee engine",
  params: z.object({ enquiryID: recordId }),
  body: assignServiceInput,
  response: assignment,
  status: 201,
});

export const assignedServices = defineEndpoint({
  method: 'GET',
  path: '/api/services/assigned-services',
  module: M.SERVICES,
  tags: serviceTags,
  summary: 'Services assigned to students, with their plan and payment link',
  query: z.object({
    franchiseeID: recordId.optional(),
    enquiryID: recordId.optional(),
    planID: recordId.optional(),
  }),
  response: z.object({ rows: z.array(assignment) }),
});

const serviceInstallment = z.object({
  id: z.number(),
  label: z.string(),
  dueDate: z.string(),
  amountPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  /** PAID, PARTLY PAID, DUE, UPCOMING or WAIVED (the fee engine's). */
  status: z.string(),
});

export const servicePayments = defineEndpoint({
  method: 'GET',
  path: '/api/services/service-payments/:referenceID/:planID',
  capabilities: ['referenceID'],
  module: M.SERVICES,
  tags: serviceTags,
  summary: "A student's service plan: installments paid and owed, the payments and the payment link",
  params: z.object({
    referenceID: z.string().min(8, { error: 'Service payment not found' }).max(64),
    planID: recordId,
  }),
  response: z.object({
    service: z.string(),
    referenceId: z.string(),
    planId: z.number(),
    status: z.string(),
    centre: z.string(),
    studentAdmissionId: z.number(),
    studentName: z.string(),
    planName: z.string(),
    totalPaise: z.number(),
    concessionPaise: z.number(),
    paidPaise: z.number(),
    outstandingPaise: z.number(),
    installments: z.array(serviceInstallment),
    payments: z.array(
      z.object({
        id: z.number(),
        amountPaise: z.number(),
        mode: z.string(),
        status: z.string(),
        receiptNo: z.string().nullable(),
        confirmedAt: z.string().nullable(),
      }),
    ),
  }),
});

export const servicePlans = defineEndpoint({
  method: 'GET',
  path: '/api/services/approve-plan',
  module: M.SERVICES,
  tags: serviceTags,
  summary: 'Service plans (fee plans of the service fee types) with their approval status',
  query: z.object({ franchiseeID: recordId.optional(), status: z.string().optional() }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        centre: z.string(),
        name: z.string(),
        feeType: z.string(),
        classCategory: z.string(),
        totalPaise: z.number(),
        installmentCount: z.number(),
        status: z.string(),
      }),
    ),
  }),
});

export const mapConfig = defineEndpoint({
  method: 'GET',
  path: '/api/transport/map-config',
  module: M.VEHICLE_DETAILS,
  tags,
  summary: 'The map tile URL the route maps use (MAP_TILE_URL); null draws the maps without tiles',
  response: z.object({ tileUrl: z.string().nullable() }),
});

export const planDetails = defineEndpoint({
  method: 'GET',
  path: '/api/services/plan-details/:planID',
  module: M.SERVICES,
  tags: serviceTags,
  summary: "A service plan's installments, as the fee engine keeps them",
  params: z.object({ planID: recordId }),
  response: z.object({
    plan: z.object({
      id: z.number(),
      name: z.string(),
      classCategory: z.string(),
      totalPaise: z.number(),
      installmentCount: z.number(),
      status: z.string(),
    }),
    installments: z.array(
      z.object({ id: z.number(), label: z.string(), dueDate: z.string(), amountPaise: z.number() }),
    ),
  }),
});
