import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en } from './en.ts';

/**
 * The words of the student screens parents and teachers reach; each other language is its own chunk, fetched when
 * such a screen opens in it.
 */
export const studentsMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});

/** A student screen's translator, for the helpers its screens share. */
export type StudentsWords = ReturnType<typeof useMessages<typeof en>>;
