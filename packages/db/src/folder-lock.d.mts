export const LOCK_FILE: string;

export interface FolderHolder {
  pid: number;
  hostname: string;
  bootedAt: number;
  purpose?: string;
  startedAt: string;
}

export class FolderInUseError extends Error {
  folder: string;
  holder: FolderHolder;
}

export interface FolderLock {
  folder: string;
  file: string;
  release(): void;
  renew(): void;
}

export function alive(pid: number): boolean;
export function folderHolder(folder: string): FolderHolder | null;
export function lockFolder(folder: string, purpose: string): FolderLock;
