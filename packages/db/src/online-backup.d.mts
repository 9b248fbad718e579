import type { FolderHolder } from './folder-lock.mjs';

export const BACKUP_SIGNAL: NodeJS.Signals;
export function serveOnlineBackups(folder: string, dump: () => Promise<Blob>, log?: (line: string) => void): () => void;
export function requestOnlineBackup(
  folder: string,
  holder: FolderHolder,
  archive: string,
  timeoutMs?: number,
): Promise<void>;
