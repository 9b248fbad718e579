import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The ledger's words on its translated screens; each other language is its own chunk, fetched when needed. */
export const ledgerMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
