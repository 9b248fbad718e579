import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The dashboard's words; each other language is its own chunk, fetched when the dashboard opens in it. */
export const reportMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
