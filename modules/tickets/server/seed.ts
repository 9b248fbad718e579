/** Demo ticketing: a matrix for the head-office desks and a few tickets of the demo centres. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { HOUR_MS } from './clock.ts';
import { scheduleSlaCheck } from './escalation.service.ts';
import { ticketMatrix, ticketMessages, tickets } from './schema.ts';

const MATRIX = [
  {
    category: 'Fees and refunds',
    department: 'FINANCE',
    owner: 'finance@demo.school',
    escalate: 'superadmin@demo.school',
    slaHours: 24,
  },
  {
    category: 'Kit and orders',
    department: 'LOGISTICS',
    owner: 'delivery@demo.school',
    escalate: 'superadmin@demo.school',
    slaHours: 48,
  },
  {
    category: 'Marketing material',
    department: 'MARKETING',
    owner: 'marketing@demo.school',
    escalate: null,
    slaHours: 72,
  },
  {
    category: 'Academics and training',
    department: 'ACADEMICS',
    owner: 'trainer@demo.school',
    escalate: 'trainer2@demo.school',
    slaHours: 48,
  },
  {
    category: 'Portal and technical',
    department: 'TECH',
    owner: 'superadmin@demo.school',
    escalate: null,
    slaHours: 8,
  },
] as const;

type Line = Pick<typeof ticketMessages.$inferInsert, 'authorUserId' | 'authorKind' | 'kind' | 'body' | 'createdAt'>;

export async function seedTickets(db: Executor, _ctx: SeedContext): Promise<void> {
  const emails = [
    'franchisee-a@demo.school',
    'franchisee-b@demo.school',
    ...MATRIX.flatMap((m) => [m.owner, m.escalate ?? '']),
  ];
  const users = await db
    .select({ id: adminUsers.id, email: adminUsers.email, franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(inArray(adminUsers.email, emails));
  const user = (email: string) => users.find((u) => u.email === email);
  if (MATRIX.some((m) => !user(m.owner))) return;
  const matrix = await db
    .insert(ticketMatrix)
    .values(
      MATRIX.map((m) => ({
        category: m.category,
        department: m.department,
        ownerUserId: user(m.owner)!.id,
        escalationUserId: m.escalate ? user(m.escalate)!.id : null,
        slaHours: m.slaHours,
      })),
    )
    .returning();
  const route = (category: string) => matrix.find((m) => m.category === category)!;

  const a = user('franchisee-a@demo.school');
  const b = user('franchisee-b@demo.school');
  if (!a?.franchiseeId || !b?.franchiseeId) return;
  // Hours before the seeding (SLAs run on real time): fresh tickets, one in progress past its SLA (the
  // escalation job moves it up at start-up) and one resolved.
  const seededAt = Date.now();
  const at = (hoursAgo: number) => new Date(seededAt - hoursAgo * HOUR_MS);
  const demo = [
    {
      by: a,
      category: 'Fees and refunds',
      priority: 'HIGH',
      subject: 'Fee receipt not generated for an admission',
      description: 'The receipt for an admission fee paid by cheque did not generate. Please check.',
      status: 'OPEN',
      raised: 2,
    },
    {
      by: a,
      category: 'Kit and orders',
      priority: 'MEDIUM',
      subject: 'Two curriculum kits arrived damaged',
      description: 'Two of the kits in the last delivery had torn books. Photos to follow.',
      status: 'IN PROGRESS',
      raised: 60,
    },
    {
      by: a,
      category: 'Marketing material',
      priority: 'LOW',
      subject: 'Standees for the open house',
      description: 'We need two standees for the open house next month.',
      status: 'RESOLVED',
      raised: 96,
    },
    {
      by: b,
      category: 'Portal and technical',
      priority: 'URGENT',
      subject: 'Cannot print the admission form',
      description: 'The admission form print preview stays blank.',
      status: 'OPEN',
      raised: 1,
    },
  ] as const;
  for (const d of demo) {
    const m = route(d.category);
    const raisedAt = at(d.raised);
    const resolvedAt = d.status === 'RESOLVED' ? at(d.raised - 20) : null;
    const [ticket] = await db
      .insert(tickets)
      .values({
        franchiseeId: d.by.franchiseeId!,
        matrixId: m.id,
        category: m.category,
        priority: d.priority,
        subject: d.subject,
        description: d.description,
        status: d.status,
        department: m.department,
        ownerUserId: m.ownerUserId,
        slaHours: m.slaHours,
        dueAt: new Date(raisedAt.getTime() + m.slaHours * HOUR_MS),
        raisedByUserId: d.by.id,
        raisedByKind: 'TICKET_FRANCHISEE',
        resolvedAt,
        createdAt: raisedAt,
        updatedAt: resolvedAt ?? raisedAt,
      })
      .returning();
    const lines: Line[] = [
      {
        authorUserId: d.by.id,
        authorKind: 'TICKET_FRANCHISEE',
        kind: 'MESSAGE',
        body: d.description,
        createdAt: raisedAt,
      },
    ];
    if (d.status !== 'OPEN')
      lines.push({
        authorUserId: m.ownerUserId,
        authorKind: 'TICKET_ADMIN',
        kind: 'MESSAGE',
        body: 'Thank you, we are looking into it.',
        createdAt: at(d.raised - 4),
      });
    if (resolvedAt)
      lines.push({
        authorUserId: m.ownerUserId,
        authorKind: 'TICKET_ADMIN',
        kind: 'EVENT',
        body: 'Resolved: two standees are on their way.',
        createdAt: resolvedAt,
      });
    await db
      .insert(ticketMessages)
      .values(lines.map((l) => ({ ...l, ticketId: ticket.id, franchiseeId: ticket.franchiseeId })));
    if (d.status === 'OPEN' || d.status === 'IN PROGRESS') await scheduleSlaCheck(db, ticket.dueAt);
  }
}
