import Dexie, { type EntityTable } from 'dexie';
import { withFile, type QueuedWrite, type QueueStore } from './queue.ts';

/** A read the classroom needs offline, as the server last answered it. */
export interface CachedRead {
  key: string;
  answer: unknown;
  /** When the server gave it (ms): the screens say how old it is. */
  at: number;
}

/**
 * The classroom's own IndexedDB database ('classroom'): the queue of writes and the cached reads. It survives a
 * reload and an app update (a new version of the app opens the same database; a schema change adds a version).
 */
class ClassroomDb extends Dexie {
  // Dexie makes a property of each table its version() schema declares; these name their types.
  declare writes: EntityTable<QueuedWrite, 'seq'>;
  declare reads: EntityTable<CachedRead, 'key'>;

  constructor() {
    super('classroom');
    this.version(1).stores({ writes: '++seq, key, state', reads: 'key' });
  }
}

let db: ClassroomDb | null = null;

export function classroomDb(): ClassroomDb {
  db ??= new ClassroomDb();
  return db;
}

export const dexieStore = (): QueueStore => ({
  add: async (write) => {
    // The writes' key is '++seq': the database numbers each write it adds.
    const seq = await classroomDb().writes.add(write);
    if (typeof seq !== 'number') throw new Error('A queued write was added without its number');
    return seq;
  },
  all: () => classroomDb().writes.orderBy('seq').toArray(),
  remove: (seq) => classroomDb().writes.delete(seq),
  refuse: async (seq, status, reason) => {
    await classroomDb().writes.update(seq, { state: 'refused', status, reason });
  },
  fileSent: async (key, fileId) => {
    await classroomDb()
      .writes.where('state')
      .equals('waiting')
      .modify((write) => {
        write.body = withFile(write.body, key, fileId);
      });
  },
});
