import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { byId, formRefParams, formValuesInput, issueFormInput } from '../inputs.ts';
import { ENQUIRY_MODULES as M } from '../modules.ts';
import { formType, text } from './answers.ts';
import { tags } from './common.ts';

// ---- application, registration, admission ----

/** The three steps of the workflow: each its form, its access module and its list. */
export const FORM_STEPS = [
  { type: 'APPLICATION', slug: 'application', publicPath: 'application-form', module: M.ENQUIRY },
  { type: 'REGISTRATION', slug: 'registration', publicPath: 'registration-form', module: M.REGISTRATION },
  { type: 'ADMISSION', slug: 'admission', publicPath: 'admission-form', module: M.ADMISSION },
] as const;

const issuedForm = z.object({ formId: z.number(), refId: text, formType });
const submittedForm = z.object({ formId: z.number(), formType, status: text });

const issueFormOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/enquiry/:id/${step.slug}`,
    module: step.module,
    tags: tags.forms,
    summary: `Send the ${step.slug} form (and its fee link)`,
    params: byId,
    body: issueFormInput,
    response: issuedForm,
    status: 201,
  });
const fillFormOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'PUT',
    path: `/api/enquiry/:id/${step.slug}`,
    module: step.module,
    tags: tags.forms,
    summary: `Fill the ${step.slug} form for the family`,
    params: byId,
    body: formValuesInput,
    response: submittedForm,
  });
const publicSubmitOf = <const S extends (typeof FORM_STEPS)[number]>(step: S) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/public/${step.publicPath}/:refId`,
    public: true,
    tags: tags.public,
    summary: `The family sends the ${step.slug} form`,
    params: formRefParams,
    body: formValuesInput,
    response: submittedForm,
  });

/** Per form type: send it, fill it for the family, and the family's own submission. */
export const formEndpoints = {
  APPLICATION: {
    issue: issueFormOf(FORM_STEPS[0]),
    fill: fillFormOf(FORM_STEPS[0]),
    submit: publicSubmitOf(FORM_STEPS[0]),
  },
  REGISTRATION: {
    issue: issueFormOf(FORM_STEPS[1]),
    fill: fillFormOf(FORM_STEPS[1]),
    submit: publicSubmitOf(FORM_STEPS[1]),
  },
  ADMISSION: {
    issue: issueFormOf(FORM_STEPS[2]),
    fill: fillFormOf(FORM_STEPS[2]),
    submit: publicSubmitOf(FORM_STEPS[2]),
  },
};
