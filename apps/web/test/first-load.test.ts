import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkError,
  reloadOnceForChunk,
  type ReloadDeps,
} from '../src/routing/chunk-reload.ts';

function deps(start: number, stored: string | null = null, storage = true, online = true) {
  let value = stored;
  let now = start;
  const reload = vi.fn();
  const d: ReloadDeps = {
    online: () => online,
    now: () => now,
    read: () => value,
    write: (v) => {
      if (storage) value = v;
    },
    reload,
  };
  return { d, reload, later: (ms: number) => (now += ms) };
}

describe('a chunk that fails to load', () => {
  it('reloads the page once, not again straight after', () => {
    const { d, reload, later } = deps(1_000_000);
    expect(reloadOnceForChunk(d)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again at once: a real outage, shown in words, no loop.
    later(2_000);
    expect(reloadOnceForChunk(d)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy) a failure may reload again.
    later(CHUNK_RELOAD_GUARD_MS);
    expect(reloadOnceForChunk(d)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload where no guard can be stored', () => {
    const { d, reload } = deps(1_000_000, null, false);
    expect(reloadOnceForChunk(d)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without a connection: the file is not gone, the network is', () => {
    const { d, reload } = deps(1_000_000, null, true, false);
    expect(reloadOnceForChunk(d)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("knows the loaders' errors from other failures", () => {
    expect(isChunkError(new Error('Unable to preload CSS for /assets/LoginScreen-D3m.css'))).toBe(true);
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    const timedOut = new Error('Loading chunk timed out after 120 seconds');
    timedOut.name = 'ChunkLoadError';
    expect(isChunkError(timedOut)).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('Unable to preload CSS')).toBe(false);
  });
});

const shown: { id?: string; color?: unknown; position?: string }[] = [];
const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (data: { id?: string; color?: unknown; position?: string }) => shown.push(data),
    hide: (id: string) => hidden.push(id),
  },
}));

describe('notifications', () => {
  afterEach(() => {
    shown.length = 0;
    hidden.length = 0;
    vi.unstubAllGlobals();
  });
  // The notifications package is imported on first use: let its import settle.
  const flush = () => new Promise((r) => setTimeout(r, 50));

  it('takes the errors shown before away when a save succeeds', async () => {
    const { notify } = await import('../../../packages/ui/src/notify.ts');
    notify({ color: 'red', message: 'Mobile must be a 10-digit Indian mobile number' });
    notify({ color: 'red', message: 'Not saved' });
    await flush();
    const errors = shown.map((n) => n.id!);
    expect(errors).toHaveLength(2);
    notify({ color: 'teal', message: 'Enquiry saved' });
    await flush();
    expect(hidden.sort()).toEqual(errors.sort());
    // Once cleared, a later success has nothing left to clear.
    notify({ color: 'green', message: 'Saved again' });
    await flush();
    expect(hidden).toHaveLength(2);
  });

  it('puts every notification at the bottom on a phone, and where asked on a wide screen', async () => {
    const { notify } = await import('../../../packages/ui/src/notify.ts');
    vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: q.includes('max-width: 699.98px') }) });
    notify({ color: 'red', message: 'Not saved', position: 'top-right' });
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
    notify({ color: 'red', message: 'Not saved', position: 'top-right' });
    await flush();
    expect(shown.map((n) => n.position)).toEqual(['bottom-center', 'top-right']);
  });
});

describe("a signed-in home's first download", () => {
  it('reaches no schema library through what the shell and the homes import from core', () => {
    // The shell imports defineEndpoint, the homes a field's options and a date's check: zod stays in the modules
    // that build schemas (wire.ts, schemas.ts), which only the screens that validate load.
    for (const file of ['contract.ts', 'fields.ts', 'input.ts']) {
      const code = readFileSync(new URL(`../../../packages/core/src/${file}`, import.meta.url), 'utf8');
      expect(code, file).not.toMatch(/^import \{[^}]*\} from 'zod'/m);
    }
  });

  it('reaches no date library nor the live stream through the formats and the calls every home uses', () => {
    // dayjs (7 kB) and the live stream's client (its parser, 5 kB) were on every home's first paint through these.
    const core = readFileSync(new URL('../../../packages/core/src/format.ts', import.meta.url), 'utf8');
    expect(core).not.toMatch(/from 'dayjs'/);
    const calls = readFileSync(new URL('../../../packages/ui/src/api/use-call.ts', import.meta.url), 'utf8');
    expect(calls).not.toMatch(/from '\.\.\/live\.ts'|from '\.\/live\.ts'/);
  });

  it('makes no Intl object while its modules load: the locale data comes with the first number formatted', async () => {
    // A page's first Intl object loads the locale's data: 55 ms of a phone's first script at 4× CPU, in the one
    // task the browser cannot cut, when the number formats made theirs as the module loaded.
    vi.resetModules();
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof NumberFormat>) => (made++, new target(...args)),
    });
    try {
      const core = await import('../../../packages/core/src/index.ts');
      expect(made).toBe(0);
      expect(core.formatCount(1234567.891)).toBe('12,34,567.89');
      expect(core.formatPaise(-12345678)).toBe('-₹1,23,456.78');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });

  it('mounts the notifications only once there is one to show', async () => {
    vi.resetModules();
    const { notify, notificationsWanted, onNotificationsWanted } = await import('../../../packages/ui/src/notify.ts');
    const told = vi.fn();
    const stop = onNotificationsWanted(told);
    expect(notificationsWanted()).toBe(false);
    notify({ color: 'teal', message: 'Saved' });
    expect(notificationsWanted()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("the service worker's registration", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first page to be quiet, or for its latest moment', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { readyState: 'complete' });
    const { afterFirstPage, LATEST_MS, QUIET_MS } = await import('../src/offline/register-sw.ts');
    let pending = 1;
    let settled = false;
    void afterFirstPage(() => pending).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    expect(settled).toBe(false);
    pending = 0;
    await vi.advanceTimersByTimeAsync(QUIET_MS + 250);
    expect(settled).toBe(true);

    // A page that never rests still gets its worker.
    let busySettled = false;
    void afterFirstPage(() => 1).then(() => (busySettled = true));
    await vi.advanceTimersByTimeAsync(LATEST_MS + 250);
    expect(busySettled).toBe(true);
  });
});

describe('the banners over every page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are loaded for those they are shown to: a parent loads neither', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
    const { moduleBanners } = await import('../src/routing/landing.ts');
    const reads = (modules: string[]) => ({
      signedIn: true,
      userId: 9,
      superAdmin: false,
      canRead: (module: string) => modules.includes(module),
      canWrite: () => false,
      allows: () => false,
      franchiseeId: 2,
      academicYearId: 1,
    });
    const shown = (modules: string[]) => moduleBanners.filter((b) => b.shownTo(reads(modules))).length;
    expect(shown(['StudentDashboard'])).toBe(0);
    expect(shown(['TeacherTraining'])).toBe(1);
    stored.set('hasEnquiryAccess', '1');
    expect(shown(['TeacherTraining'])).toBe(2);
  });
});
