import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en } from './en.ts';

/** The ticket screens' words; each other language is its own chunk, fetched when a ticket screen opens in it. */
export const ticketMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});

/** A ticket screen's translator, for the parts its screens share. */
export type TicketWords = ReturnType<typeof useMessages<typeof en>>;

/** An enumerated value as a select key: ICU keys hold no spaces ('IN PROGRESS' → 'IN_PROGRESS'). */
export const selectKey = (value: string) => value.replace(/ /g, '_');
