import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  busLog: {
    title: 'பேருந்தில் ஏறுதல்-இறங்குதல்',
    parentSubtitle: 'உங்கள் குழந்தை எப்போது பேருந்தில் ஏறியது, இறங்கியது, எங்கே, யார் கவனித்தார்கள்',
    centreSubtitle: 'யார் ஏறினார்கள், இறங்கினார்கள், எப்போது, எங்கே, யார் ஸ்கேன் செய்தார்கள்',
    day: 'நாள்',
    time: 'நேரம்',
    child: 'குழந்தை',
    what: 'என்ன நடந்தது',
    routeAndStop: 'பேருந்து வழி மற்றும் நிறுத்தம்',
    where: 'எங்கே',
    routeAndVehicle: 'வழி மற்றும் வாகனம்',
    by: 'கவனித்தவர்',
    scannedBy: 'ஸ்கேன் செய்தவர்',
    date: 'தேதி',
    search: 'தேடுங்கள்',
    searchHint: 'குழந்தை, நிறுத்தம் அல்லது உதவியாளர்',
    nothingYet: 'இதுவரை பேருந்துப் பயணம் எதுவும் பதிவாகவில்லை',
    nothingForChoice: 'இந்தத் தேர்வுக்கு எதுவும் பதிவாகவில்லை',
    logType: '{type, select, BOARDED {பேருந்தில் ஏறியது} DROPPED {பேருந்திலிருந்து இறங்கியது} other {{type}}}',
  },
};
