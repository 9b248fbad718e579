import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  learning: {
    competencies: {
      label: 'NCF-FS दक्षताएँ',
      help: 'ढाँचे की वे दक्षताएँ जिनके लिए यह है, सूची से चुनी गईं',
      placeholder: 'कोड या कोई शब्द लिखें',
      loading: 'ढाँचे की सूची लोड हो रही है…',
    },
  },
};
