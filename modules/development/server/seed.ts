import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { files, type FileStore, type SeedContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { PROSPECT_STAGES, type ProspectStage } from '../shared/constants.ts';
import {
  devAcknowledgements,
  devDisclosures,
  devFollowUps,
  devProspectStages,
  devProspects,
  devReservations,
  devTerritories,
} from './schema.ts';

const DAY_MS = 86_400_000;
const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n% Franchise disclosure document, demo\n%%EOF\n';

/** One prospect in each stage, from the newest contact to a signed agreement and one lost. */
const PROSPECTS: {
  name: string;
  mobile: string;
  city: string;
  pincodes: string[];
  band: string;
  source: string;
  stage: ProspectStage;
  daysInStage: number;
}[] = [
  {
    name: 'Kiran Hegde',
    mobile: '9811100001',
    city: 'Mysuru',
    pincodes: ['570002'],
    band: '15L_25L',
    source: 'WEBSITE',
    stage: 'NEW',
    daysInStage: 1,
  },
  {
    name: 'Deepa Nair',
    mobile: '9811100002',
    city: 'Kochi',
    pincodes: ['682020'],
    band: '25L_40L',
    source: 'EVENT',
    stage: 'QUALIFIED',
    daysInStage: 4,
  },
  {
    name: 'Arvind Kulkarni',
    mobile: '9811100003',
    city: 'Pune',
    pincodes: ['411038'],
    band: '25L_40L',
    source: 'REFERRAL',
    stage: 'DISCOVERY_MEETING',
    daysInStage: 6,
  },
  {
    name: 'Sneha Reddy',
    mobile: '9811100004',
    city: 'Hyderabad',
    pincodes: ['500081'],
    band: 'ABOVE_40L',
    source: 'WEBHOOK',
    stage: 'DISCLOSURE_SENT',
    daysInStage: 3,
  },
  {
    name: 'Manoj Pillai',
    mobile: '9811100005',
    city: 'Chennai',
    pincodes: ['600040'],
    band: '15L_25L',
    source: 'EVENT',
    stage: 'DISCLOSURE_ACKNOWLEDGED',
    daysInStage: 9,
  },
  {
    name: 'Farah Siddiqui',
    mobile: '9811100006',
    city: 'Hubballi',
    pincodes: ['580020'],
    band: '15L_25L',
    source: 'WEBSITE',
    stage: 'SITE_APPROVED',
    daysInStage: 12,
  },
  {
    name: 'Rohit Bansal',
    mobile: '9811100007',
    city: 'Mysuru',
    pincodes: ['570001'],
    band: '25L_40L',
    source: 'REFERRAL',
    stage: 'LOI_TOKEN_PAID',
    daysInStage: 15,
  },
  {
    name: 'Geeta Joshi',
    mobile: '9811100008',
    city: 'Nashik',
    pincodes: ['422005'],
    band: 'ABOVE_40L',
    source: 'EVENT',
    stage: 'AGREEMENT_SIGNED',
    daysInStage: 30,
  },
  {
    name: 'Vinod Rao',
    mobile: '9811100009',
    city: 'Mangaluru',
    pincodes: ['575001'],
    band: 'UPTO_15L',
    source: 'WEBSITE',
    stage: 'LOST',
    daysInStage: 20,
  },
];

/** Territories in each state: open ones, one reserved for the prospect whose site is approved, one a centre serves. */
const TERRITORIES = [
  { city: 'Mysuru', pincode: '570002', area: 'Chamarajapuram', reservedBy: null },
  { city: 'Kochi', pincode: '682020', area: 'Kadavanthra', reservedBy: null },
  { city: 'Hubballi', pincode: '580020', area: 'Vidyanagar', reservedBy: 'Farah Siddiqui' },
  { city: 'Mysuru', pincode: '570001', area: 'Devaraja Mohalla', reservedBy: 'Rohit Bansal' },
  { city: 'Bengaluru', pincode: '560038', area: 'Indiranagar', reservedBy: null, served: true },
];

const ACKNOWLEDGED_AT = PROSPECT_STAGES.indexOf('DISCLOSURE_ACKNOWLEDGED');

/** Demo franchise development: the disclosure document, a prospect per stage with its history, and territories. */
export async function seedDevelopment(db: Executor, { today }: SeedContext, store: FileStore): Promise<void> {
  const [owner] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'superadmin@demo.school'));
  const fileId = randomBytes(16).toString('base64url');
  await store.write(fileId, Readable.from([Buffer.from(PDF)]));
  await db.insert(files).values({
    id: fileId,
    originalName: 'franchise-disclosure-2026.pdf',
    size: PDF.length,
    contentType: 'application/pdf',
    uploadedBy: owner?.id ?? null,
  });
  const [doc] = await db
    .insert(devDisclosures)
    .values({ version: 1, title: 'Franchise disclosure document 2026', fileId, uploadedBy: owner?.id ?? null })
    .returning();

  const ids = new Map<string, number>();
  for (const p of PROSPECTS) {
    const at = (days: number) => new Date(today.getTime() - days * DAY_MS + 10 * 3_600_000);
    const reached = PROSPECT_STAGES.indexOf(p.stage);
    const lost = p.stage === 'LOST';
    const [row] = await db
      .insert(devProspects)
      .values({
        name: p.name,
        mobile: p.mobile,
        email: `${p.name.split(' ')[0].toLowerCase()}@example.in`,
        city: p.city,
        pincodes: p.pincodes,
        investmentBand: p.band,
        source: p.source,
        ownerId: owner?.id ?? null,
        stage: p.stage,
        stageChangedAt: at(p.daysInStage),
        lostReason: lost ? 'Chose another franchise brand' : null,
        disclosureSentId: reached >= ACKNOWLEDGED_AT - 1 && !lost ? doc.id : null,
        ackTokenHash: p.stage === 'DISCLOSURE_SENT' ? hash(randomBytes(24).toString('base64url')) : null,
        ackTokenExpiresAt: p.stage === 'DISCLOSURE_SENT' ? new Date(today.getTime() + 27 * DAY_MS) : null,
        tokenAmount: reached >= PROSPECT_STAGES.indexOf('LOI_TOKEN_PAID') && !lost ? 5_00_000_00 : null,
        tokenReference: reached >= PROSPECT_STAGES.indexOf('LOI_TOKEN_PAID') && !lost ? 'NEFT-DEMO-0001' : null,
        nextFollowUpDate: lost ? null : new Date(today.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
        createdAt: at(p.daysInStage + reached * 5 + 1),
      })
      .returning();
    ids.set(p.name, row.id);
    // The stages it went through, each some days apart, ending on the days it has spent in its own.
    const path = lost ? ['NEW', 'QUALIFIED', 'LOST'] : PROSPECT_STAGES.slice(0, reached + 1);
    await db.insert(devProspectStages).values(
      path.map((stage, i) => ({
        prospectId: row.id,
        fromStage: i ? path[i - 1] : null,
        toStage: stage,
        reason: stage === 'LOST' ? 'Chose another franchise brand' : null,
        changedBy: owner?.id ?? null,
        changedAt: at(p.daysInStage + (path.length - 1 - i) * 5),
      })),
    );
    if (reached >= ACKNOWLEDGED_AT && !lost)
      await db.insert(devAcknowledgements).values({
        prospectId: row.id,
        disclosureId: doc.id,
        version: doc.version,
        channel: 'LINK',
        ip: '203.0.113.10',
        acknowledgedAt: at(p.daysInStage + 1),
      });
    if (!lost)
      await db.insert(devFollowUps).values({
        prospectId: row.id,
        followUpDate: new Date(today.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
        remark: `Call ${p.name.split(' ')[0]} about the next step`,
        createdBy: owner?.id ?? null,
      });
  }

  for (const t of TERRITORIES) {
    const prospectId = t.reservedBy ? (ids.get(t.reservedBy) ?? null) : null;
    const [territory] = await db
      .insert(devTerritories)
      .values({
        city: t.city,
        pincode: t.pincode,
        area: t.area,
        status: t.served ? 'SERVED' : prospectId ? 'RESERVED' : 'OPEN',
        prospectId,
      })
      .returning();
    if (prospectId)
      await db
        .insert(devReservations)
        .values({ territoryId: territory.id, pincode: t.pincode, prospectId, reservedBy: owner?.id ?? null });
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
