import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/**
 * The announcement feed's and the centre calendar's words; each other language is its own chunk, fetched when a
 * screen of them opens in it.
 */
export const communicationMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
