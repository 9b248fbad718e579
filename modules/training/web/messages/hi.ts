import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  trainingNotices: {
    summary: '{count, plural, one {# प्रशिक्षण आपकी प्रतीक्षा में} other {# प्रशिक्षण आपकी प्रतीक्षा में}}',
    view: 'देखें',
    hide: 'छिपाएँ',
    invitation: 'आपको आमंत्रण: प्रशिक्षण {time}, {date} को',
    schedule: 'प्रशिक्षण {time}, {date} को निर्धारित',
    join: 'प्रशिक्षण {time}, {date} को शुरू',
    feedback: 'प्रशिक्षण {time}, {date} को समाप्त',
    register: 'पंजीकरण करें',
    accept: 'स्वीकार करें',
    reject: 'अस्वीकार करें',
    joinMeeting: 'बैठक में जुड़ें',
    shareFeedback: 'प्रतिक्रिया दें',
    dismiss: 'हटाएँ',
  },
};
