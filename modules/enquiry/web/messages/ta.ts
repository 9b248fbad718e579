import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  alert: {
    yetToCall: 'காத்திருக்கும் விசாரணைகள்: {calls, plural, one {# லீடை} other {# லீடுகளை}} அழைக்க வேண்டும்',
    dueToday: 'காத்திருக்கும் விசாரணைகள்: இன்று {followUps, plural, one {# பின்தொடர்வு} other {# பின்தொடர்வுகள்}}',
    both:
      'காத்திருக்கும் விசாரணைகள்: {calls, plural, one {# லீடை} other {# லீடுகளை}} அழைக்க வேண்டும்' +
      ', இன்று {followUps, plural, one {# பின்தொடர்வு} other {# பின்தொடர்வுகள்}} உள்ளன',
    open: 'பின்தொடர்வுகளைத் திற',
    close: 'விசாரணை அறிவிப்பை மூடு',
  },
};
