import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The rights desk's words in the four languages. */
export const privacyMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});
