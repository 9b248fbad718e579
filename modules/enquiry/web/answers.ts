/** The answers the screens read, each the wire type of its contract (nothing copied by hand). */
import type { EndpointAnswer } from '@portal/core';
import type * as C from '../shared/contracts.ts';

export type Workflow = EndpointAnswer<typeof C.enquiryByCode>;
export type WorkflowForm = Workflow['forms'][number];
export type EnquiryListRow = EndpointAnswer<typeof C.spancoList>['rows'][number];
export type EnquiryCount = EndpointAnswer<typeof C.enquiryCount>;
