import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** A person's own account's words; each other language is its own chunk, fetched when such a screen opens in it. */
export const userMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
