/**
 * A screen's script or style that fails to load usually means a new version was deployed while the
 * page was open: the old file names are gone. Reloading once fetches the new version; a second failure
 * soon after is a real outage, and the page then says so in words instead of looping. Without a connection the
 * file is not gone, the network is: a reload would only swap the portal for the browser's offline page, so the
 * page stays (a teacher who lost the connection just after opening the record screen kept recording there).
 */
const RELOADED_AT_KEY = 'portal.chunkReloadAt';
/** A failure within this long of the last reload is not retried. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export interface ReloadDeps {
  online(): boolean;
  now(): number;
  read(): string | null;
  write(value: string): void;
  reload(): void;
}

const browserDeps = (): ReloadDeps => ({
  online: () => navigator.onLine,
  now: () => Date.now(),
  read: () => {
    try {
      return sessionStorage.getItem(RELOADED_AT_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      sessionStorage.setItem(RELOADED_AT_KEY, value);
    } catch {
      // Without storage no guard can be kept, so no reload is tried: reload() below refuses.
    }
  },
  reload: () => window.location.reload(),
});

/** Reloads the page unless it was reloaded for the same reason a moment ago; true when it reloads. */
export function reloadOnceForChunk(deps: ReloadDeps = browserDeps()): boolean {
  if (!deps.online()) return false;
  const last = Number(deps.read() ?? 0);
  if (deps.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.write(String(deps.now()));
  // Written and read back: where storage is refused the guard would not hold, so no reload.
  if (deps.read() === null) return false;
  deps.reload();
  return true;
}

/** True for the errors a missing or unreachable chunk gives (Vite's preload, dynamic import, our time-out). */
export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Unable to preload CSS|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/** Vite reports a failed preload of a chunk's CSS or JS; reload once instead of showing the error. */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunk()) event.preventDefault();
  });
}
