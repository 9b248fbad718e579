import {
  bigint,
  integer,
  timestamp,
  type AnyPgColumn,
  type PgIntegerBuilderInitial,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import type { NotNull } from 'drizzle-orm';

/** The primary key every table numbers its rows with: an identity the database hands out, never the caller. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Money in paise: whole numbers, and JavaScript numbers hold any sum the portal will see. */
export const paise = () => bigint({ mode: 'number' });

/** When a row was made and last changed: the business tables carry both. */
export const stamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export type ReferenceOptions = {
  /** The row may stand without a parent (null); by default it must name one. */
  optional?: boolean;
  onDelete?: UpdateDeleteAction;
};

type Reference = PgIntegerBuilderInitial<''>;

/** The column a reference with these options builds: nullable only when asked for. */
export type ReferenceColumn<O extends ReferenceOptions> = O extends { optional: true } ? Reference : NotNull<Reference>;

/**
 * A foreign key to another table's integer id. The target is passed in, lazily, so a table may point at one
 * declared later and so this package never needs to know the modules whose tables are pointed at.
 */
export function reference<O extends ReferenceOptions = object>(target: () => AnyPgColumn, options?: O) {
  const column = integer().references(target, options?.onDelete ? { onDelete: options.onDelete } : undefined);
  // cast: the column is notNull() exactly when O does not ask for optional, as ReferenceColumn<O> reads O
  return (options?.optional ? column : column.notNull()) as ReferenceColumn<O>;
}
