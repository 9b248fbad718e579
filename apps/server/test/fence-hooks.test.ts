import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referenceTo, resourceShape } from '@portal/core';
import {
  actingForFranchisee,
  anonymousContext,
  createRecord,
  defineResource,
  everyFranchiseeContext,
  importRecords,
  runCommand,
  updateRecord,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { enquiries } from '@portal/mod-enquiry/server';
import { classes, pincodes } from '@portal/mod-org/server';
import { franchiseeShape } from '@portal/mod-org/shared/resources';
import { issueFormToken } from '../../../modules/enquiry/server/public/form-token.ts';
import { startTestApp, type TestApp } from './support.ts';

/**
 * The fence is checked again after the hooks: a hook that moves a row to another centre is
 * refused with the same 404 as asking for that centre, and nothing is written. The probe is a
 * resource over the PIN code table whose hooks move rows wherever the test says.
 */
const OWN = 2;
const OTHER = 3;
const THIRD = 4;

let moveTo: number | null | undefined; // undefined: the hooks leave the franchisee alone
let handTo: number | null = null;
let seenHandedOverFrom: unknown;
const moved = (values: Values): Values => (moveTo === undefined ? values : { ...values, franchiseeId: moveTo });

const probeShape = resourceShape({
  name: 'fence-probe',
  label: 'Fence probe',
  module: 'PincodeCheck',
  fields: {
    franchiseeId: {
      kind: 'reference',
      label: 'Franchisee',
      required: true,
      ref: referenceTo(() => franchiseeShape, 'companyName'),
    },
    pincode: { kind: 'pincode', label: 'PIN code', required: true },
    // The area stands in for a status, so the probe has a command.
    area: { kind: 'text', label: 'Area', required: true, max: 120 },
  },
});

const probe = defineResource({
  ...probeShape,
  scope: 'franchisee',
  table: pincodes,
  titleField: 'pincode',
  list: { columns: ['pincode', 'area'] },
  statusField: 'area',
  commands: { settle: { label: 'Settle', from: ['OPEN'], to: 'SETTLED', module: 'PincodeCheck' } },
  hooks: {
    handOver: () => handTo,
    beforeCreate: (_ctx, values) => {
      seenHandedOverFrom = values.handedOverFrom;
      return moved(values);
    },
    beforeUpdate: (_ctx, values) => moved(values),
    onCommand: () => (moveTo === undefined ? {} : { franchiseeId: moveTo }),
  },
});

let t: TestApp;
let centre: RequestContext; // a centre's user: fenced to centre 2
let pin = 560_100;
const nextPin = () => String(pin++);

beforeAll(async () => {
  t = await startTestApp();
  centre = actingForFranchisee(anonymousContext(t.db.db), OWN);
});
afterAll(() => t.close());
beforeEach(() => {
  moveTo = undefined;
  handTo = null;
  seenHandedOverFrom = undefined;
});

const rowsOf = (pincode: string) => t.db.db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
const refusal = { statusCode: 404, message: 'Franchisee not found' };

async function ownRow(): Promise<{ id: number; pincode: string }> {
  const row = await createRecord(centre, probe, { pincode: nextPin(), area: 'OPEN' });
  return { id: row.id as number, pincode: row.pincode as string };
}

describe('the fence after hooks', () => {
  it('refuses a create whose hook moves the row to another centre, writing nothing', async () => {
    const pincode = nextPin();
    moveTo = OTHER;
    await expect(createRecord(centre, probe, { pincode, area: 'OPEN' })).rejects.toMatchObject(refusal);
    expect(await rowsOf(pincode)).toEqual([]);
  });

  it('refuses a create whose hook drops the franchisee of a centre user', async () => {
    const pincode = nextPin();
    moveTo = null;
    await expect(createRecord(centre, probe, { pincode, area: 'OPEN' })).rejects.toMatchObject({ statusCode: 404 });
    expect(await rowsOf(pincode)).toEqual([]);
  });

  it('lets a hook keep the row inside the fence', async () => {
    moveTo = OWN;
    const row = await ownRow();
    expect((await rowsOf(row.pincode))[0].franchiseeId).toBe(OWN);
  });

  it('refuses an update whose hook moves the row, leaving it where it was', async () => {
    const row = await ownRow();
    moveTo = OTHER;
    await expect(updateRecord(centre, probe, row.id, { area: 'OPEN' })).rejects.toMatchObject(refusal);
    expect((await rowsOf(row.pincode))[0]).toMatchObject({ franchiseeId: OWN, area: 'OPEN' });
  });

  it('refuses a command whose hook moves the row, leaving its status', async () => {
    const row = await ownRow();
    moveTo = OTHER;
    await expect(runCommand(centre, probe, row.id, 'settle', {})).rejects.toMatchObject(refusal);
    expect((await rowsOf(row.pincode))[0]).toMatchObject({ franchiseeId: OWN, area: 'OPEN' });
    moveTo = undefined;
    expect(await runCommand(centre, probe, row.id, 'settle', {})).toMatchObject({ area: 'SETTLED', franchiseeId: OWN });
  });

  it('refuses CSV rows whose hook moves them, in either import mode', async () => {
    const [a, b] = [nextPin(), nextPin()];
    moveTo = OTHER;
    const csv = `PIN code,Area\n${a},OPEN\n${b},OPEN\n`;
    await expect(importRecords(centre, probe, csv, 'all-or-nothing')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Nothing was imported: 2 problems found (first: row 1, Franchisee not found)',
    });
    expect(await importRecords(centre, probe, csv, 'skip-bad-rows')).toEqual({
      created: 0,
      skipped: 2,
      errors: [
        { row: 1, field: '_', message: 'Franchisee not found' },
        { row: 2, field: '_', message: 'Franchisee not found' },
      ],
    });
    expect([...(await rowsOf(a)), ...(await rowsOf(b))]).toEqual([]);
  });

  it('lets head office, who sees every centre, move a row anywhere', async () => {
    const pincode = nextPin();
    moveTo = OTHER;
    const row = await createRecord(everyFranchiseeContext(centre), probe, { pincode, area: 'OPEN', franchiseeId: OWN });
    expect(row.franchiseeId).toBe(OTHER);
  });
});

describe('a declared hand-over', () => {
  it('moves a new row to the centre it names, telling the hooks where it came from', async () => {
    const pincode = nextPin();
    handTo = OTHER;
    const row = await createRecord(centre, probe, { pincode, area: 'OPEN' });
    expect(row.franchiseeId).toBe(OTHER);
    expect(seenHandedOverFrom).toBe(OWN);
  });

  it('is the only move allowed: a hook moving the handed-over row again is refused', async () => {
    const pincode = nextPin();
    handTo = OTHER;
    moveTo = THIRD;
    await expect(createRecord(centre, probe, { pincode, area: 'OPEN' })).rejects.toMatchObject(refusal);
    expect(await rowsOf(pincode)).toEqual([]);
  });
});

describe('the enquiry hand-over', () => {
  it("routes a head-office public enquiry to the centre serving its PIN code, outside the form's fence", async () => {
    const [playgroup] = await t.db.db.select({ id: classes.id }).from(classes).where(eq(classes.name, 'Playgroup'));
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/enquiry-form/1',
      payload: {
        parentName: 'Sunita Rao',
        mobile,
        childName: 'Ishita Rao',
        childDob: '2023-01-10',
        classId: playgroup.id,
        pincode: '411006',
        formToken: issueFormToken(1, Date.now() - 5000),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.db.select().from(enquiries).where(eq(enquiries.mobile, mobile));
    expect(row).toMatchObject({ franchiseeId: OTHER, routedFromFranchiseeId: 1 });
  });
});
