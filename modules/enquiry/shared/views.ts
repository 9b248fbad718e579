import { viewShape } from '@portal/core';
import { ENQUIRY_MODULES } from './modules.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const enquiryReadsViewShape = viewShape({
  name: 'enquiry-reads',
  label: 'Enquiry',
  module: ENQUIRY_MODULES.ENQUIRY,
});

export const enquirySpancoViewShape = viewShape({
  name: 'enquiry-spanco',
  label: 'Enquiry',
  labelPlural: 'Enquiries',
  module: ENQUIRY_MODULES.ENQUIRY,
});

export const enquiryFormsViewShape = viewShape({
  name: 'enquiry-forms',
  label: 'Form',
  module: ENQUIRY_MODULES.ENQUIRY,
});
