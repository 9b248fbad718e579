import type { Readable } from 'node:stream';

export interface ArchivedStore {
  keys(): AsyncIterable<string>;
  read(key: string): Promise<Readable>;
  write(key: string, file: string): Promise<unknown>;
  remove(key: string): Promise<unknown>;
}

export function storeFromEnv(dataDir: string, env?: Record<string, string | undefined>): ArchivedStore;
export function archiveFiles(options: {
  archive: string;
  store: ArchivedStore;
  now?: Date;
}): Promise<{ copied: number; archived: number; lost: number }>;
export function restoreFiles(options: {
  archive: string;
  store: ArchivedStore;
  databaseUrl: string;
}): Promise<{ restored: number; missing: string[] }>;
export function pruneArchive(options: { archive: string; before: Date }): Promise<number>;
