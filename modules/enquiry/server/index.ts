import { defineServerModule, resourceRoutes } from '@portal/kit';
import {
  allocationRuleResource,
  b2sTargetResource,
  enquiryResource,
  enquiryStageResource,
  webhookSourceResource,
} from './resources.ts';
import { followUpResource } from './followups/resource.ts';
import { allocationRoutes } from './routes/allocation-routes.ts';
import { enquiryRoutes } from './routes/enquiry-routes.ts';
import { serveEnquiryFigures } from './enquiries/enquiry-count.service.ts';
import { showEnquiryFigures } from './reports/figure-readouts.ts';
import { followUpRoutes } from './routes/followup-routes.ts';
import { formRoutes } from './routes/form-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { reportRoutes } from './routes/report-routes.ts';
import { uploadRoutes } from './routes/upload-routes.ts';
import { webhookRoutes } from './routes/webhook-routes.ts';
import { enquiryAccess } from './access.ts';
import { seedEnquiryDemo } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { ANONYMISED, anonymiseEnquiries, enquiriesNotAdmittedBefore, enquiryInFence, enquiryReads } from './reads.ts';
export { followUpResource } from './followups/resource.ts';
export { onPaymentConfirmed, createPaymentRequest } from './forms/payment-requests.service.ts';
/** For the fees module's payment-confirmed workflow: a form fee's money, and the form it completes. */
export {
  completeFormPaidBy,
  enquiryFeeRequests,
  findPaymentRequest,
  formFeeAwaitsApproval,
  formFeeDue,
  receiveFormFee,
  type FormFeeReceipt,
  type PaymentRequest,
} from './forms/form-fee.service.ts';
/** The waitlist's accepted offer: the enquiry's admission flow, opened where it stands. */
export { openAdmissionFlow } from './forms/issue-form.service.ts';
export { provideCentreFormFee, type CentreFormFee } from './forms/centre-fees.ts';
export { importEnquiries } from './upload/import-enquiries.service.ts';
/** A year's leads per centre by stage or source, from the kept counts; and where those differ from the rows. */
export {
  LEAD_TYPE,
  enquiryCountDrift,
  enquiryCountsBy,
  enquiryStageCounts,
  type EnquiryCountDimension,
  type EnquiryCountFilters,
} from './enquiries/enquiry-count.service.ts';
/** The follow-ups due and the visits of a day: each one figure and its rows, for the alert and the dashboard. */
export { dueFollowUpCount, dueFollowUps, visitCount, visits } from './followups/buckets.service.ts';
export { enquiriesChanging, enquiriesCreated, recountFollowUpSums } from './followups/kept-buckets.ts';

export interface EnquiryModuleOptions {
  /** Submissions per address per minute on the public forms. */
  publicLimitPerMinute: number;
}

export function enquiryModule(options: EnquiryModuleOptions) {
  return defineServerModule({
    name: 'enquiry',
    access: enquiryAccess,
    seed: seedEnquiryDemo,
    async register(app) {
      serveEnquiryFigures();
      showEnquiryFigures();
      enquiryRoutes(app);
      followUpRoutes(app);
      allocationRoutes(app);
      formRoutes(app);
      reportRoutes(app);
      publicRoutes(app, options.publicLimitPerMinute);
      webhookRoutes(app, options.publicLimitPerMinute);
      uploadRoutes(app);
      // The enquiry before what refers to it (follow-ups), for the isolation walk's samples.
      for (const res of [
        enquiryStageResource,
        enquiryResource,
        followUpResource,
        allocationRuleResource,
        webhookSourceResource,
        b2sTargetResource,
      ])
        resourceRoutes(app, res);
    },
  });
}
