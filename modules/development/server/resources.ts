import { eq, max } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import {
  commandOf,
  defineResource,
  everyoneGranted,
  fieldError,
  type RequestContext,
  type WriteRule,
} from '@portal/kit';
import { OPEN_STAGES, type ProspectStage, PROSPECT_STAGES } from '../shared/constants.ts';
import { loseInput, sentDisclosure, staffAcknowledgementInput, tokenInput } from '../shared/contracts.ts';
import { recordAcknowledgement, sendDisclosure } from './disclosures.service.ts';
import { checkOwner } from './owners.service.ts';
import { cancelOpenTokenLinks } from './token/cancel.service.ts';
import { assertDisclosureAcknowledged, assertStage, enterStage } from './stages.service.ts';
import { initialTerritoryStatus, releaseProspectTerritories } from './territories.service.ts';
import { devDisclosures, devFollowUps, devProspects, devTerritories } from './schema.ts';
import { disclosureShape, followUpShape, prospectShape, territoryShape } from '../shared/resources.ts';

/** Head office's business-development desk (super admins pass every audience and write rule). */
const DEV_DESK = [ROLE.BUSINESS_DEVELOPER];
const devWrites: WriteRule = {
  allowed: (ctx) => Boolean(ctx.user?.superAdmin) || ctx.roleNames.includes(ROLE.BUSINESS_DEVELOPER),
  message: 'Only head office’s business development desk works on franchise prospects',
};
const PROSPECT_DATA = {
  whose: ['prospective franchisee'],
  audience: { everyRow: DEV_DESK },
  retention: 'the prospect, then 3 years',
  purposes: ['Answering a prospective franchisee', 'Granting a franchise'],
} as const;
const PINCODE = /^[1-9]\d{5}$/;
/** The PIN codes wanted: 6 digits each, each once. */
function checkPincodes(values: { pincodes?: unknown }) {
  if (values.pincodes === undefined) return {};
  const codes = (values.pincodes as string[]).map((p) => p.trim());
  if (codes.some((p) => !PINCODE.test(p))) throw fieldError('pincodes', 'Each PIN code must have 6 digits');
  return { pincodes: [...new Set(codes)] };
}

type Prospect = typeof devProspects.$inferSelect;
const command = commandOf<Prospect>();
/**
 * A binding step (the site, the LOI token, the agreement): refused until the current disclosure is acknowledged,
 * then taken only from the stage just before it.
 */
async function bindingStep(ctx: RequestContext, row: Prospect, what: string, after: ProspectStage, to: ProspectStage) {
  await assertDisclosureAcknowledged(ctx, row.id, what);
  assertStage(row.stage, after, what);
  return enterStage(ctx, row, to);
}
const moveTo = (to: (typeof PROSPECT_STAGES)[number]) => async (ctx: RequestContext, row: Prospect) => ({
  set: await enterStage(ctx, row, to),
});
/**
 * Stages past the site's approval: a newer disclosure version is sent and acknowledged there without the prospect
 * going back (the gate holds the LOI token and the agreement meanwhile).
 */
const PAST_SITE = ['SITE_APPROVED', 'LOI_TOKEN_PAID'] as const satisfies readonly ProspectStage[];
/** Stages an LOI token or the agreement is asked from: the gate answers before the order does. */
const BINDING_FROM = OPEN_STAGES.filter((s) => s !== 'NEW');

export const prospectResource = defineResource({
  ...prospectShape,
  scope: 'global',
  table: devProspects,
  titleField: 'name',
  personalData: {
    ...PROSPECT_DATA,
    person: true,
    categories: ['contact', 'location', 'money'],
    erase: { name: 'Erased', mobile: '0000000000', email: null, remarks: null, lostReason: null },
  },
  writeRule: devWrites,
  list: {
    columns: ['name', 'mobile', 'city', 'pincodes', 'investmentBand', 'source', 'ownerId', 'stage', 'nextFollowUpDate'],
    search: ['name', 'mobile', 'email', 'city'],
    filters: ['stage', 'source', 'investmentBand', 'ownerId'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'stage',
  describe: (row) => row.name,
  example: {
    name: 'Suresh Menon',
    mobile: '9876512345',
    city: 'Mysuru',
    pincodes: ['570001'],
    investmentBand: '15L_25L',
  },
  hooks: {
    async beforeCreate(ctx, values) {
      // The business developer who enters a prospect owns it until it is allocated to another.
      const owner = ctx.user && !ctx.user.franchiseeId ? ctx.user.id : null;
      await checkOwner(ctx, owner);
      return { ...values, ...checkPincodes(values), ownerId: owner, stage: 'NEW', stageChangedAt: new Date() };
    },
    beforeUpdate: (_ctx, values) => ({ ...values, ...checkPincodes(values) }),
    async afterCreate(ctx, row) {
      await enterStage(ctx, { id: row.id, stage: 'NEW' }, 'NEW');
    },
  },
  commands: {
    qualify: command({ label: 'Qualify', from: ['NEW'], to: 'QUALIFIED', handler: moveTo('QUALIFIED') }),
    meet: command({
      label: 'Record the discovery meeting',
      from: ['QUALIFIED'],
      to: 'DISCOVERY_MEETING',
      handler: moveTo('DISCOVERY_MEETING'),
    }),
    sendDisclosure: command({
      label: 'Send the disclosure document',
      from: ['DISCOVERY_MEETING', 'DISCLOSURE_SENT', 'DISCLOSURE_ACKNOWLEDGED', ...PAST_SITE],
      to: 'DISCLOSURE_SENT',
      targets: PAST_SITE,
      response: sentDisclosure,
      handler: (ctx, row) => sendDisclosure(ctx, row),
    }),
    acknowledge: command({
      label: 'Record the acknowledgement',
      from: ['DISCLOSURE_SENT', ...PAST_SITE],
      to: 'DISCLOSURE_ACKNOWLEDGED',
      targets: PAST_SITE,
      input: staffAcknowledgementInput,
      handler: (ctx, row, input) => recordAcknowledgement(ctx, row, input),
    }),
    approveSite: command({
      label: 'Approve the site',
      from: BINDING_FROM,
      to: 'SITE_APPROVED',
      decides: { separateRoles: 'the prospect proposes the site through their link; head office approves it' },
      handler: async (ctx, row) => ({
        set: await bindingStep(ctx, row, 'Approving the site', 'DISCLOSURE_ACKNOWLEDGED', 'SITE_APPROVED'),
      }),
    }),
    payToken: command({
      label: 'Record the LOI token',
      from: BINDING_FROM,
      to: 'LOI_TOKEN_PAID',
      input: tokenInput,
      async handler(ctx, row, input) {
        const stamp = await bindingStep(ctx, row, 'The LOI token', 'SITE_APPROVED', 'LOI_TOKEN_PAID');
        // Recorded by hand: a payment link still open for it can no longer be paid.
        await cancelOpenTokenLinks(ctx, row.id);
        return { set: { ...stamp, tokenAmount: input.amount, tokenReference: input.reference } };
      },
    }),
    signAgreement: command({
      label: 'Sign the agreement',
      from: BINDING_FROM,
      to: 'AGREEMENT_SIGNED',
      handler: async (ctx, row) => ({
        set: await bindingStep(ctx, row, 'Signing the agreement', 'LOI_TOKEN_PAID', 'AGREEMENT_SIGNED'),
      }),
    }),
    lose: command({
      label: 'Mark as lost',
      from: OPEN_STAGES,
      to: 'LOST',
      input: loseInput,
      async handler(ctx, row, input) {
        await releaseProspectTerritories(ctx, row.id);
        return { set: { ...(await enterStage(ctx, row, 'LOST', input.reason)), lostReason: input.reason } };
      },
    }),
  },
});

export const followUpResource = defineResource({
  ...followUpShape,
  scope: 'global',
  table: devFollowUps,
  titleField: 'remark',
  personalData: { ...PROSPECT_DATA, categories: ['contact'] },
  writeRule: devWrites,
  list: {
    columns: ['prospectId', 'followUpDate', 'remark', 'createdBy', 'createdAt'],
    search: ['remark'],
    filters: ['prospectId'],
    defaultSort: { field: 'followUpDate', dir: 'desc' },
  },
  hooks: {
    beforeCreate: (ctx, values) => ({ ...values, createdBy: ctx.user?.id ?? null }),
    async afterCreate(ctx, row) {
      // The prospect's next follow-up is the latest one planned.
      await ctx.db
        .update(devProspects)
        .set({ nextFollowUpDate: row.followUpDate, updatedAt: new Date() })
        .where(eq(devProspects.id, row.prospectId));
    },
  },
});

export const territoryResource = defineResource({
  ...territoryShape,
  scope: 'global',
  table: devTerritories,
  titleField: 'pincode',
  personalData: { ...PROSPECT_DATA, categories: ['location'] },
  writeRule: devWrites,
  list: {
    columns: ['city', 'pincode', 'area', 'status', 'prospectId'],
    search: ['city', 'pincode', 'area'],
    filters: ['city', 'status'],
    defaultSort: { field: 'pincode', dir: 'asc' },
  },
  remove: 'delete',
  example: { city: 'Mysuru', pincode: '570001', area: 'Chamarajapuram' },
  hooks: {
    beforeCreate: async (ctx, values) => ({ ...values, status: await initialTerritoryStatus(ctx, values.pincode) }),
  },
});

export const disclosureResource = defineResource({
  ...disclosureShape,
  scope: 'global',
  table: devDisclosures,
  titleField: 'title',
  // Names only the head-office user who uploaded each version.
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    audience: { everyRow: [everyoneGranted] },
    retention: 'as long as the agreements signed under it',
    purposes: ['Knowing who uploaded each disclosure version'],
  },
  writeRule: devWrites,
  list: {
    columns: ['version', 'title', 'fileId', 'uploadedBy', 'createdAt'],
    search: ['title'],
    defaultSort: { field: 'version', dir: 'desc' },
  },
  hooks: {
    // Each upload is the next version; the highest is the one sent from now on.
    async beforeCreate(ctx, values) {
      const [{ last }] = await ctx.db.select({ last: max(devDisclosures.version) }).from(devDisclosures);
      return { ...values, version: (last ?? 0) + 1, uploadedBy: ctx.user?.id ?? null };
    },
  },
});

export const developmentResources = [prospectResource, followUpResource, territoryResource, disclosureResource];
