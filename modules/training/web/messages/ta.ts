import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  trainingNotices: {
    summary: '{count, plural, one {# பயிற்சி உங்களுக்காக} other {# பயிற்சிகள் உங்களுக்காக}}',
    view: 'காண்க',
    hide: 'மறை',
    invitation: 'உங்களுக்கு அழைப்பு: பயிற்சி {date}, {time}',
    schedule: 'பயிற்சி திட்டமிடப்பட்டது: {date}, {time}',
    join: 'பயிற்சி தொடங்குகிறது: {date}, {time}',
    feedback: 'பயிற்சி முடிந்தது: {date}, {time}',
    register: 'பதிவு செய்',
    accept: 'ஏற்கிறேன்',
    reject: 'மறுக்கிறேன்',
    joinMeeting: 'கூட்டத்தில் சேர்',
    shareFeedback: 'கருத்து பகிர்',
    dismiss: 'மூடு',
  },
};
