import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  alert: {
    yetToCall: 'ಬಾಕಿ ಇರುವ ವಿಚಾರಣೆಗಳು: {calls, plural, one {# ಲೀಡ್‌ಗೆ} other {# ಲೀಡ್‌ಗಳಿಗೆ}} ಕರೆ ಮಾಡಬೇಕಿದೆ',
    dueToday: 'ಬಾಕಿ ಇರುವ ವಿಚಾರಣೆಗಳು: ಇಂದು {followUps, plural, one {# ಫಾಲೋ-ಅಪ್} other {# ಫಾಲೋ-ಅಪ್‌ಗಳು}} ಬಾಕಿ',
    both:
      'ಬಾಕಿ ಇರುವ ವಿಚಾರಣೆಗಳು: {calls, plural, one {# ಲೀಡ್‌ಗೆ} other {# ಲೀಡ್‌ಗಳಿಗೆ}} ಕರೆ ಮಾಡಬೇಕಿದೆ' +
      ' ಮತ್ತು ಇಂದು {followUps, plural, one {# ಫಾಲೋ-ಅಪ್} other {# ಫಾಲೋ-ಅಪ್‌ಗಳು}} ಬಾಕಿ',
    open: 'ಫಾಲೋ-ಅಪ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
    close: 'ವಿಚಾರಣೆ ಸೂಚನೆ ಮುಚ್ಚಿ',
  },
};
