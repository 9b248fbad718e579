import { referenceTo, resourceShape, timeOfDayField } from '@portal/core';
import { classShape, franchiseeField } from '@portal/mod-org/shared/resources';
import { staffField } from '@portal/mod-staff/shared/resources';
import { userShape } from '@portal/mod-users/shared/resources';
import {
  CENTRE_ITEM_KINDS,
  ITEM_KINDS,
  itemLabel,
  REGISTER_MODULES as M,
  ROTA_MODULES,
  STAFF_ITEM_KINDS,
} from './constants.ts';

const kinds = (list: readonly string[]) => list.map((value) => ({ value, label: itemLabel(value) }));
const ownerField = {
  kind: 'reference',
  label: 'Owner',
  ref: referenceTo(() => userShape, 'fullName'),
  help: 'Who answers for renewing it',
} as const;
const evidence = { kind: 'file', label: 'Evidence (PDF or photo, up to 5 MB)' } as const;

/** Head office's rules per state: which items are required and for how many months each stays valid. */
export const registerRuleShape = resourceShape({
  name: 'register-rules',
  label: 'Register rule',
  module: M.RULES,
  fields: {
    state: { kind: 'text', label: 'State (“All states” for every state)', required: true, max: 60 },
    itemKind: { kind: 'enum', label: 'Item', required: true, options: kinds(ITEM_KINDS) },
    required: { kind: 'boolean', label: 'Required', default: true },
    validMonths: { kind: 'number', label: 'Valid for (months)', min: 1, max: 120 },
  },
});

/** A centre's safety paper with its evidence, expiry and owner. */
export const centreSafetyItemShape = resourceShape({
  name: 'centre-safety-items',
  label: 'Centre safety item',
  module: M.CENTRE,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    itemKind: { kind: 'enum', label: 'Item', required: true, options: kinds(CENTRE_ITEM_KINDS) },
    reference: { kind: 'text', label: 'Reference or certificate number', max: 120 },
    doneOn: { kind: 'date', label: 'Issued or done on', required: true },
    expiresOn: { kind: 'date', label: 'Expires on', help: 'Left empty, the state rule’s period sets it' },
    fileId: evidence,
    ownerUserId: ownerField,
    remarks: { kind: 'text', label: 'Remarks', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** A staff member's vetting or training item: police verification, POCSO awareness, first aid, induction, ID. */
export const staffSafetyItemShape = resourceShape({
  name: 'staff-safety-items',
  label: 'Staff vetting item',
  module: M.STAFF,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    staffId: staffField,
    itemKind: { kind: 'enum', label: 'Item', required: true, options: kinds(STAFF_ITEM_KINDS) },
    requestedOn: { kind: 'date', label: 'Requested on' },
    doneOn: { kind: 'date', label: 'Cleared or completed on' },
    expiresOn: { kind: 'date', label: 'Re-check or expiry date' },
    reference: { kind: 'text', label: 'Reference', max: 120 },
    fileId: evidence,
    ownerUserId: ownerField,
    remarks: { kind: 'text', label: 'Remarks', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** A shift: one staff member with one class on one day; its week's rota is found (or drafted) from the day. */
export const rotaShiftShape = resourceShape({
  name: 'rota-shifts',
  label: 'Shift',
  module: ROTA_MODULES.ROTA,
  fields: {
    franchiseeId: franchiseeField({ label: 'Centre' }),
    classId: { kind: 'reference', label: 'Class', required: true, ref: referenceTo(() => classShape, 'name') },
    staffId: staffField,
    day: { kind: 'date', label: 'Day', required: true },
    startsAt: timeOfDayField('Starts at', { required: true }),
    endsAt: timeOfDayField('Ends at', { required: true }),
  },
});
