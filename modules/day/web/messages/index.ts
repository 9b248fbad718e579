import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en as summaryEn } from '../../shared/messages/en.ts';
import { en as screenEn } from './en.ts';

/** The day screens' own words and the day summary's (shared with the evening messages the server sends). */
const en = { ...screenEn, ...summaryEn };

/** The parent's day screens' words; each other language is its own chunk, fetched when such a screen opens in it. */
export const dayMessages = defineModuleMessages(en, {
  hi: () =>
    Promise.all([import('./hi.ts'), import('../../shared/messages/hi.ts')]).then(([s, w]) => ({ ...s.hi, ...w.hi })),
  kn: () =>
    Promise.all([import('./kn.ts'), import('../../shared/messages/kn.ts')]).then(([s, w]) => ({ ...s.kn, ...w.kn })),
  ta: () =>
    Promise.all([import('./ta.ts'), import('../../shared/messages/ta.ts')]).then(([s, w]) => ({ ...s.ta, ...w.ta })),
});

/** A day screen's translator, for the helpers its screens share. */
export type DayWords = ReturnType<typeof useMessages<typeof en>>;
