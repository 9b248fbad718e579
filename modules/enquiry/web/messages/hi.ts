import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  alert: {
    yetToCall: 'प्रतीक्षा में पूछताछ: {calls, plural, one {# लीड} other {# लीड}} को कॉल करना है',
    dueToday: 'प्रतीक्षा में पूछताछ: आज {followUps, plural, one {# फ़ॉलो-अप} other {# फ़ॉलो-अप}} करने हैं',
    both:
      'प्रतीक्षा में पूछताछ: {calls, plural, one {# लीड} other {# लीड}} को कॉल करना है' +
      ' और आज {followUps, plural, one {# फ़ॉलो-अप} other {# फ़ॉलो-अप}} करने हैं',
    open: 'फ़ॉलो-अप खोलें',
    close: 'पूछताछ सूचना बंद करें',
  },
};
