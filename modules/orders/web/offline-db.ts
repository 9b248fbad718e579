import Dexie, { type EntityTable } from 'dexie';

/** A student's row when ordering kits for a class (spec section 3). */
export interface StudentOrderKit {
  id: number;
  franchiseeID: number;
  enrollmentID: number;
  classID: number;
  className: string;
  gender: string;
  studentName: string;
}

/**
 * A student's row as the kit cart keeps it on this device: the server's row plus the kit it is for, its
 * place in the list and whether the child is picked. The extra fields are not indexed, so the
 * 'intellitotsadmin' schema stays as it is.
 */
export type CartRow = StudentOrderKit & { kitType?: string; position?: number; inCart?: boolean };

/** A wow-kit order being put together offline. */
export interface WowKitOrder {
  id: number;
  modelID: number;
  b2bID: number;
  email: string;
  products: unknown[];
  cartItems: unknown[];
}

export const DB_NAME = 'intellitotsadmin';

/**
 * The orders module's offline store: the portal's local database 'intellitotsadmin', versions 1 to 3
 * as the existing portal shipped them, so browsers holding an older version upgrade in place:
 * 1 held the student kit rows, 2 indexed them by class, 3 added wow-kit orders.
 */
export class PortalDb extends Dexie {
  // Dexie makes a property of each table its version() schema declares; these name their types.
  declare studentOrderKit: EntityTable<CartRow, 'id'>;
  declare wowKitOrder: EntityTable<WowKitOrder, 'id'>;

  constructor() {
    super(DB_NAME);
    this.version(1).stores({ studentOrderKit: 'id, franchiseeID, enrollmentID' });
    this.version(2).stores({ studentOrderKit: 'id, franchiseeID, enrollmentID, classID, [franchiseeID+classID]' });
    this.version(3).stores({
      studentOrderKit: 'id, franchiseeID, enrollmentID, classID, [franchiseeID+classID]',
      wowKitOrder: 'id, modelID, b2bID, email',
    });
  }
}

export function openPortalDb(): PortalDb {
  return new PortalDb();
}

let shared: PortalDb | null = null;

/** One connection per tab, opened on first use (kit screens only). */
export function portalDb(): PortalDb {
  shared ??= openPortalDb();
  return shared;
}
