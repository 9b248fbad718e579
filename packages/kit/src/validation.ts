import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Zod issues as { field: message }, the first message per field. */
export function zodIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/**
 * A signed webhook's body, read as its sender's schema says before anything uses it: not JSON, or JSON of another
 * shape (`null`, an entry that is not an object, an object where an id belongs), is a 400 naming what is wrong,
 * never a crash in the code reading it.
 */
export function parseWebhookBody<S extends z.ZodType>(schema: S, raw: Buffer, sender: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = zodIssues(parsed.error);
  const said = Object.entries(issues).map(([path, message]) => (path === '_' ? message : `${path}: ${message}`));
  throw badRequest(`The webhook body is not as ${sender} sends it (${said.join('; ')})`, issues);
}
