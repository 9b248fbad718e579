import type { z } from 'zod';
import type { Level } from './permissions.ts';

/**
 * An endpoint's contract, declared once in its module's `shared/` and used on both sides: the server
 * registers the route from it (validation, serialisation, OpenAPI, access check) and the web calls it
 * through a typed client. The response schema describes the wire form (`z.input`); the handler returns
 * the rich form (`z.output`, e.g. a Date where a codec turns it into a string), which the server
 * encodes through the schema, so a field that is not in the schema never leaves the server.
 */
export interface EndpointDeclaration {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path, `:name` for each path parameter. */
  path: string;
  summary?: string;
  tags?: readonly string[];
  /** Access module checked with the request's method (or `accessMethod`); omitted only with `public`. */
  module?: string;
  /** Other access modules that let in as well, each for its own part; the service holds the one a request needs. */
  alsoModules?: readonly string[];
  accessMethod?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Authorize levels of the route guard (spec section 6); the web route declares the same. */
  level?: Level | Level[];
  /** Needs write on the module's menu entry; by default every method that changes data does. */
  write?: boolean;
  public?: boolean;
  /**
   * Path parameters whose value lets its holder in (a join reference, a payment link's reference): the server log
   * writes them as `[redacted]`. Every path parameter of a public route is written so without being named here.
   */
  capabilities?: readonly string[];
  /**
   * A safe method that still changes what the session may do (sign-out): clears the context cache. Every write
   * clears it too, unless it says `false`: a write of the day's records (a check-in, a care note, a register
   * mark) that never changes roles, grants, centres or sessions, so a busy morning keeps its cached sessions.
   */
  changesAccess?: boolean;
  /**
   * The browser may keep the answer and ask again with its ETag, getting a bodiless 304 while it is
   * unchanged: for answers read on every page (the menu). Every other API answer is no-store.
   */
  revalidate?: boolean;
  /**
   * Why a signed-in user of one centre may reach this route with another centre's ids: head office's own work
   * (a central catalogue, a network-wide run) or rows that belong to no centre. Every other route keeps each
   * centre to its own rows, which the cross-centre walk proves; a public route is outside the fence by nature.
   */
  acrossCentres?: string;
  /**
   * A read that may come from the streaming replica (DATABASE_READ_URL) while it keeps up: a list, a report, a
   * dashboard. The person's own write of the last seconds still shows: their reads go to the primary meanwhile.
   */
  replica?: boolean;
  /**
   * A route of the classroom's day: a room device reaches it (and no other route), and, for a write, a repeated
   * `Idempotency-Key` records nothing twice and answers the first answer again, and `X-Happened-At` is the moment
   * recorded (a write that waited in a device's offline queue keeps the minute the teacher acted).
   */
  classroom?: boolean;
  /**
   * A money or message write (a payment, a refund, an order, a posting, a message sent): a repeated
   * `Idempotency-Key` records nothing twice and answers the first answer again, as a classroom write does, so the
   * retry after "we could not confirm whether it was saved" cannot duplicate it. The web sends a key on each try.
   */
  keyed?: boolean;
  /**
   * Whose personal data the answer carries, for the access log (DPDP Rule 6): the path or query parameter naming
   * the record read, what it is an id of (a person resource such as 'student-admission', or a read source a module
   * declares with `declareReadSource`) and what the log calls the read ('Fee account'). Each answered read by a
   * staff account is then logged like a record of a resource; the operation walk fails for a read of a child's data
   * that declares nothing.
   */
  reads?: EndpointReads;
  /** Requests allowed per window from one source (public routes). */
  rateLimit?: { max: number; timeWindow: number };
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Media types of a body that is not JSON (an upload read as it streams); such a body has no schema. */
  consumes?: readonly string[];
  /** The answer. Files are declared with `fileAnswer`; an empty 204 with `noContent`. */
  response: z.ZodType;
  /** Success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
}

/** What a read names: `param`'s value is the id of a row of `of`; `label` names the read in the access log. */
export interface EndpointReads {
  of: string;
  param: string;
  label: string;
}

export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<K extends string, S> = [S] extends [z.ZodType] ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a caller sends: path parameters, query and body, each typed by the contract. */
export type EndpointInput<E extends EndpointDeclaration> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The answer as it arrives over the wire. */
export type EndpointAnswer<E extends EndpointDeclaration> = z.input<E['response']>;

/**
 * True when `body` is an answer the endpoint's response schema accepts, as the server wrote it: what a fetch of
 * the endpoint's path read without the JSON client (a sheet's upload, a queued write) is typed by after this check.
 * The browser's bundle leaves the schemas out of every declaration (apps/web/build/contracts-for-the-browser.ts,
 * zod and the contracts were most of a home's first load): there an answer of the portal's own server, which
 * serialised it through that very schema, is taken as its endpoint's once it is there at all.
 */
export function isEndpointAnswer<E extends EndpointDeclaration>(endpoint: E, body: unknown): body is EndpointAnswer<E> {
  if (!Object.hasOwn(endpoint, 'response')) return body !== undefined;
  return endpoint.response.safeParse(body).success;
}

/** The answer as the server's handler produces it. */
export type EndpointResult<E extends EndpointDeclaration> = z.output<E['response']>;
