import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  register: {
    networkTitle: 'பாதுகாப்புப் பதிவேடு',
    networkSubtitle: 'ஒவ்வொரு மையத்தின் இணக்க மதிப்பெண்: இன்று செல்லுபடியாகும் தேவையான உருப்படிகள், அனைத்திலும்',
    centre: 'மையம்',
    score: 'இணக்கம்',
    expired: 'காலாவதியானது',
    missing: 'இல்லை அல்லது நிலுவையில்',
    expiring: '30 நாட்களில் காலாவதியாகும்',
    centreTitle: 'பாதுகாப்புப் பதிவேடு: {centre}',
    centreSubtitle: 'அடுத்து செய்ய வேண்டியவை, அவசரமானவை முதலில்',
    item: 'உருப்படி',
    state: 'நிலை',
    expiresOn: 'காலாவதி நாள்',
    nextStep: 'அடுத்து செய்ய வேண்டியது',
    allCurrent: 'செய்ய ஒன்றுமில்லை: தேவையான அனைத்தும் செல்லுபடியாகும்.',
    pack: 'ஆய்வுத் தொகுப்பைப் பதிவிறக்குக',
    stateName:
      '{state, select, CURRENT {செல்லுபடி} EXPIRING {காலாவதியாகிறது} EXPIRED {காலாவதியானது} MISSING {இல்லை} ' +
      'PENDING {நிலுவையில்} other {—}}',
  },
};
