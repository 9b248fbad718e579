import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en } from './en.ts';

/** Franchise development's words; each other language is its own chunk, fetched when such a screen opens in it. */
export const developmentMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});

/** A development screen's translator, for the column lists its screens build. */
export type DevelopmentWords = ReturnType<typeof useMessages<typeof en>>;
