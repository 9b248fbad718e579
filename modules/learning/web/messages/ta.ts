import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  learning: {
    competencies: {
      label: 'NCF-FS திறன்கள்',
      help: 'இது உதவும் கட்டமைப்பின் திறன்கள், பட்டியலிலிருந்து தேர்ந்தெடுக்கப்பட்டவை',
      placeholder: 'குறியீடு அல்லது ஒரு சொல்லைத் தட்டச்சு செய்யவும்',
      loading: 'கட்டமைப்பின் பட்டியல் ஏற்றப்படுகிறது…',
    },
  },
};
