import { z } from 'zod';

// The wire's shared schemas, apart from contract.ts: the shell imports defineEndpoint on every page, and a module
// that builds a schema when it loads would bring zod into the first download with it.

/** An answer that is a file (PDF, CSV, XLSX) rather than JSON. */
export function fileAnswer(mime: string, description = 'The file') {
  return z.string().meta({ format: 'binary', description, contentMediaType: mime });
}

/** A moment: a Date on the server, an ISO string on the wire. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A calendar day as the database gives it (YYYY-MM-DD). */
export const calendarDay = z.string().meta({ format: 'date' });

/** The empty answer of a 204. */
export const noContent = z.null().meta({ description: 'No content' });

const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number(), page: z.number(), pageSize: z.number() });
const pages = new WeakMap<z.ZodType, ReturnType<typeof pageSchema>>();

/**
 * A page of rows as every list answers it: the rows, the total and the page asked for. One schema per row schema,
 * so what is compiled from it (a list's serializer) is compiled once however often the routes are registered.
 */
export function pageOf<T extends z.ZodType>(row: T): ReturnType<typeof pageSchema<T>> {
  let page = pages.get(row);
  if (!page) pages.set(row, (page = pageSchema(row)));
  // cast: the map keeps each row schema's page, made by pageSchema from it; a Map cannot type a value by its key
  return page as ReturnType<typeof pageSchema<T>>;
}
