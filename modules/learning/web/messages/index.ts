import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** Learning's words; each other language is its own chunk, fetched when a screen opens in it. */
export const learningMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
