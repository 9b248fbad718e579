import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  trainingNotices: {
    summary: '{count, plural, one {# ತರಬೇತಿ ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿದೆ} other {# ತರಬೇತಿಗಳು ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿವೆ}}',
    view: 'ನೋಡಿ',
    hide: 'ಮರೆಮಾಡಿ',
    invitation: 'ನಿಮಗೆ ಆಹ್ವಾನ: ತರಬೇತಿ {date}, {time}',
    schedule: 'ತರಬೇತಿ ನಿಗದಿಯಾಗಿದೆ: {date}, {time}',
    join: 'ತರಬೇತಿ ಆರಂಭ: {date}, {time}',
    feedback: 'ತರಬೇತಿ ಮುಗಿದಿದೆ: {date}, {time}',
    register: 'ನೋಂದಾಯಿಸಿ',
    accept: 'ಒಪ್ಪಿಕೊಳ್ಳಿ',
    reject: 'ತಿರಸ್ಕರಿಸಿ',
    joinMeeting: 'ಸಭೆಗೆ ಸೇರಿ',
    shareFeedback: 'ಅಭಿಪ್ರಾಯ ನೀಡಿ',
    dismiss: 'ಮುಚ್ಚಿ',
  },
};
