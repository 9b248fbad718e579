import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en } from './en.ts';

/** The parent's day screens' words; each other language is its own chunk, fetched when such a screen opens in it. */
export const dayMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});

/** A day screen's translator, for the helpers its screens share. */
export type DayWords = ReturnType<typeof useMessages<typeof en>>;
