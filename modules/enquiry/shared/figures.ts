import { defineFigure } from '@portal/core';

export const ENQUIRY_LEADS = defineFigure({
  key: 'enquiries.leads',
  label: 'Leads, admission enquiries',
  definition:
    'Admission enquiries of the academic year received on a day of the period; service enquiries (transport) are ' +
    'counted on the service enquiry dashboard, not here.',
  owner: 'enquiry',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'days',
});

export const ENQUIRY_YET_TO_CALL = defineFigure({
  key: 'enquiries.yetToCall',
  label: 'Leads yet to call',
  definition: 'Admission enquiries of the period still at the stage Yet to call.',
  owner: 'enquiry',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'days',
});

export const ENQUIRY_CONVERSION = defineFigure({
  key: 'enquiries.conversion',
  label: 'Lead conversion, admissions of the month’s leads',
  definition:
    'Of the admission enquiries received in the month, the share now at the stage Admission Confirmed; none ' +
    'received, no figure.',
  owner: 'enquiry',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'month',
});
