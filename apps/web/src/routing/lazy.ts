import type { ScreenModule } from '@portal/ui/routing';

export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen chunk that has not arrived within 120 s fails as ChunkLoadError (spec section 8). */
export function withChunkTimeout(
  load: () => Promise<ScreenModule>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ScreenModule> {
  return new Promise<ScreenModule>((resolve, reject) => {
    const timer = setTimeout(() => {
      const err = new Error(`Loading chunk timed out after ${timeoutMs / 1000} seconds`);
      err.name = 'ChunkLoadError';
      reject(err);
    }, timeoutMs);
    load().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (err: unknown) => {
        clearTimeout(timer);
        const e = err instanceof Error ? err : new Error(String(err));
        e.name = 'ChunkLoadError';
        reject(e);
      },
    );
  });
}
