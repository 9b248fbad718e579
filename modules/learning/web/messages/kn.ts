import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  learning: {
    competencies: {
      label: 'NCF-FS ಸಾಮರ್ಥ್ಯಗಳು',
      help: 'ಇದು ನೆರವಾಗುವ ಚೌಕಟ್ಟಿನ ಸಾಮರ್ಥ್ಯಗಳು, ಪಟ್ಟಿಯಿಂದ ಆರಿಸಿದವು',
      placeholder: 'ಕೋಡ್ ಅಥವಾ ಒಂದು ಪದವನ್ನು ಟೈಪ್ ಮಾಡಿ',
      loading: 'ಚೌಕಟ್ಟಿನ ಪಟ್ಟಿ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
    },
  },
};
