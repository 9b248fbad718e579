import { defineModuleMessages } from '@portal/ui';
import { en } from './en.ts';

/** The rights desk's words; Kannada and Tamil fall back to English until they are translated. */
export const privacyMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => Promise.resolve(en),
  ta: () => Promise.resolve(en),
});
