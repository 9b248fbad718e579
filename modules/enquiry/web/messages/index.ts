import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The enquiry alert's words; each other language is its own chunk, fetched when the alert shows in it. */
export const alertMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
