import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The homes' words; each other language is its own chunk, fetched when a home opens in it. */
export const homeMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
