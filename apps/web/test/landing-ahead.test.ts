import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerKey, type PortalAccess } from '@portal/ui';
import { getParentHome } from '@portal/mod-home/shared';
import { queryClient } from '../src/query-client.ts';
import { roleHomes } from '../src/routing/landing.ts';
import { loadHome } from '../src/routing/landing-home.ts';
import { HOME_PATH, preloadLanding } from '../src/routing/table.ts';

const parent: PortalAccess = {
  signedIn: true,
  userId: 9,
  superAdmin: false,
  canRead: (module) => module === 'ParentHome',
  canWrite: () => false,
  allows: () => false,
  franchiseeId: 2,
  academicYearId: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a phone's landing page", () => {
  it("asks for the home's answer at boot, and draws the home once that answer is in", async () => {
    let answer!: (r: Response) => void;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        if (url.startsWith('/api/files/')) return Promise.resolve(new Response('webp', { status: 200 }));
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    preloadLanding(HOME_PATH, parent);
    // Asked before any of the home's code has run: the answer travels while the chunks do.
    expect(asked).toEqual(['/api/home/parent']);

    const home = roleHomes.find((h) => h.module === 'ParentHome')!;
    await home.load();
    let ready = false;
    const screen = loadHome(home).then((s) => {
      ready = true;
      return s;
    });
    await new Promise((r) => setTimeout(r, 20));
    // The chunk is in, the answer is not: the home waits rather than draw a placeholder and then itself again.
    expect(ready).toBe(false);

    const home1 = { child: { studentAdmissionId: 7 }, today: { photos: [{ fileId: 'sand-play' }] } };
    answer(new Response(JSON.stringify(home1), { status: 200 }));
    expect((await screen).default).toBe((await home.load()).default);
    // Where the parent's home reads it (no child picked yet): it mounts with its answer and does not ask again.
    const selection = { franchiseeId: 2, academicYearId: 5 };
    const key = answerKey(getParentHome, { query: { studentAdmissionID: undefined } }, selection);
    expect(queryClient.getQueryData(key)).toEqual(home1);
    // Today's photo, the home's largest paint, is on its way before the home is drawn.
    expect(asked).toEqual(['/api/home/parent', '/api/files/sand-play?w=160']);
  });

  it('leaves other pages and signed-out visits alone', () => {
    const asked = vi.fn();
    vi.stubGlobal('fetch', asked);
    preloadLanding('/day/roster', parent);
    preloadLanding(HOME_PATH, { ...parent, signedIn: false });
    expect(asked).not.toHaveBeenCalled();
  });
});
