import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** Observations' words; each other language is its own chunk, fetched when a screen opens in it. */
export const observationMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
