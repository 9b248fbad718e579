import type { FieldDef, ResourceMeta } from '@portal/core';
import type { TestApp } from './support.ts';

let counter = 0;
/** Counts sample bodies, so each body's dates differ from the last one's. */
let bodies = 0;

/** A 1×1 PNG, for file fields that take a photo only. */
const SAMPLE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A tiny PDF (or, for a photo field, a PNG) uploaded as `email`, for required file fields. */
async function uploadSample(t: TestApp, email: string, photo = false): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    photo
      ? new Blob([new Uint8Array(Buffer.from(SAMPLE_PNG, 'base64'))], { type: 'image/png' })
      : new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))], {
          type: 'application/pdf',
        }),
    photo ? 'sample.png' : 'sample.pdf',
  );
  const request = new Request('http://localhost/api/files', { method: 'POST', body: form });
  const res = await t.as(email, {
    method: 'POST',
    url: '/api/files',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  return res.json().id;
}

/** A valid value for one field; references pick a row the given user can see. */
async function sampleValue(
  t: TestApp,
  email: string,
  _name: string,
  field: FieldDef,
  franchiseeId: number,
  position: number,
): Promise<unknown> {
  const n = ++counter;
  switch (field.kind) {
    case 'text':
    case 'richtext':
      if (field.pattern) {
        if (field.pattern.includes('\\d{4}-\\d{4}')) return `${3000 + n}-${3001 + n}`;
        if (field.pattern.startsWith('^/')) return `/sample/${n}`;
        if (field.pattern.includes('[0-3][0-9][A-Z]{5}')) return '29ABCDE1234F1Z5';
        if (field.pattern.includes('[A-Z]{4}0')) return 'SBIN0001234';
        if (field.pattern.includes('\\d{9,18}')) return `5020001234${String(n).padStart(4, '0')}`;
        // Otherwise the first of a few shapes that the field's own pattern accepts.
        const re = new RegExp(field.pattern);
        const letters = String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26));
        const hit = [
          `SAMPLE${n}`,
          `SAMPLE_${letters}`,
          `sample-${n}`,
          `Sample ${letters}`,
          `S${n}`,
          letters, // short codes (a grade of at most 4 characters), however many samples came before
          String(100000 + n),
        ].find((c) => re.test(c) && c.length <= (field.max ?? 500));
        if (hit) return hit;
      }
      return `Sample ${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26))}`;
    case 'email':
      return `sample${n}.${Date.now()}@example.in`;
    case 'mobile':
      return `98${String(10_000_000 + ((Date.now() + n) % 89_999_999)).slice(0, 8)}`;
    case 'pincode':
      return String(560_000 + (n % 999));
    case 'number':
      // Later fields get larger numbers, so a minimum stays below its maximum.
      return Math.min((field.min ?? 0) + position + 1, field.max ?? Number.MAX_SAFE_INTEGER);
    case 'money':
      return 150_000;
    case 'date':
      // Mondays (a week at a glance starts on one); later fields get later weeks, so a start always precedes
      // its end; each body its own weeks, and all of them in the past ("cannot be in the future" rules).
      return new Date(Date.UTC(2024, 0, 1) + ((bodies % 30) + position) * 7 * 86_400_000).toISOString().slice(0, 10);
    case 'datetime':
      return '2026-06-01T10:00:00+05:30';
    case 'enum':
      return field.options?.[0]?.value;
    case 'boolean':
      return false;
    case 'tags':
      return [];
    case 'password':
      return 'Kite#River#2026';
    case 'file':
      return field.required ? uploadSample(t, email, /photo/i.test(field.label)) : undefined;
    case 'reference': {
      if (field.ref?.resource === 'franchisee') return franchiseeId;
      // A row of the same franchisee, so the resource's own cross-centre checks pass (global resources ignore it).
      const res = await t.as(email, {
        method: 'GET',
        url: `/api/${field.ref!.resource}?pageSize=1&franchiseeID=${franchiseeId}`,
      });
      return res.json().rows?.[0]?.id;
    }
  }
}

/**
 * A record under a parent with a date range (a calendar's day) lies inside it: each date field outside the
 * range of a referenced row with a `startDate` and an `endDate` moves into it, later fields to later days.
 */
async function keepDatesInParentRanges(
  t: TestApp,
  email: string,
  meta: ResourceMeta,
  body: Record<string, unknown>,
): Promise<void> {
  const dates = Object.keys(meta.fields).filter((k) => meta.fields[k].kind === 'date' && typeof body[k] === 'string');
  if (dates.length === 0) return;
  for (const [name, field] of Object.entries(meta.fields)) {
    if (field.kind !== 'reference' || field.ref?.resource === 'franchisee' || typeof body[name] !== 'number') continue;
    const res = await t.as(email, { method: 'GET', url: `/api/${field.ref!.resource}/${body[name]}` });
    const { startDate, endDate } = res.statusCode === 200 ? res.json() : {};
    if (typeof startDate !== 'string' || typeof endDate !== 'string') continue;
    for (const [offset, k] of dates.entries()) {
      const day = body[k] as string;
      if (day >= startDate && day <= endDate) continue;
      const inside = new Date(Date.parse(startDate) + ((bodies % 30) + offset) * 86_400_000).toISOString().slice(0, 10);
      body[k] = inside <= endDate ? inside : endDate;
    }
  }
}

/** A body that passes a resource's validation, for the given franchisee. */
export async function sampleBody(
  t: TestApp,
  meta: ResourceMeta,
  franchiseeId: number,
  email = 'superadmin@demo.school',
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  bodies++;
  for (const [position, [name, field]] of Object.entries(meta.fields).entries()) {
    if (field.readOnly) continue;
    if (!field.required && field.kind !== 'reference') continue;
    if (field.kind === 'reference' && !field.required && field.ref?.resource !== 'franchisee') continue;
    const value = await sampleValue(t, email, name, field, franchiseeId, position);
    if (value !== undefined) body[name] = value;
  }
  await keepDatesInParentRanges(t, email, meta, body);
  // The declaration's own example settles cross-field rules the generator cannot guess;
  // values that must differ per record are still generated.
  const example = Object.entries(meta.example ?? {}).filter(
    ([k]) => !['email', 'mobile'].includes(meta.fields[k]?.kind ?? ''),
  );
  return { ...body, ...Object.fromEntries(example) };
}
