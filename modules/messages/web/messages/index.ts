import { defineModuleMessages, type useMessages } from '@portal/ui';
import { en } from './en.ts';

/** A conversation's words; each other language is its own chunk, fetched when a conversation opens in it. */
export const messagesMessages = defineModuleMessages(en, {
  hi: () => import('./hi.ts').then((m) => m.hi),
  kn: () => import('./kn.ts').then((m) => m.kn),
  ta: () => import('./ta.ts').then((m) => m.ta),
});

/** A conversation screen's translator, for the helpers its components share. */
export type ConversationWords = ReturnType<typeof useMessages<typeof en>>;
