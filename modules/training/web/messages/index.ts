import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The training notices' words; each other language is its own chunk, fetched when the shell opens in it. */
export const trainingMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
