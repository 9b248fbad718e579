import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  busLog: {
    title: 'ಬಸ್ ಹತ್ತುವುದು-ಇಳಿಯುವುದು',
    parentSubtitle: 'ನಿಮ್ಮ ಮಗು ಯಾವಾಗ ಬಸ್ ಹತ್ತಿತು, ಯಾವಾಗ ಇಳಿಯಿತು, ಎಲ್ಲಿ, ಮತ್ತು ಯಾರು ನೋಡಿಕೊಂಡರು',
    centreSubtitle: 'ಯಾರು ಬಸ್ ಹತ್ತಿದರು, ಇಳಿದರು, ಯಾವಾಗ, ಎಲ್ಲಿ ಮತ್ತು ಯಾರು ಸ್ಕ್ಯಾನ್ ಮಾಡಿದರು',
    day: 'ದಿನ',
    time: 'ಸಮಯ',
    child: 'ಮಗು',
    what: 'ಏನಾಯಿತು',
    routeAndStop: 'ಬಸ್ ಮಾರ್ಗ ಮತ್ತು ನಿಲ್ದಾಣ',
    where: 'ಎಲ್ಲಿ',
    routeAndVehicle: 'ಮಾರ್ಗ ಮತ್ತು ವಾಹನ',
    by: 'ನೋಡಿಕೊಂಡವರು',
    scannedBy: 'ಸ್ಕ್ಯಾನ್ ಮಾಡಿದವರು',
    date: 'ದಿನಾಂಕ',
    search: 'ಹುಡುಕಿ',
    searchHint: 'ಮಗು, ನಿಲ್ದಾಣ ಅಥವಾ ಸಹಾಯಕರು',
    nothingYet: 'ಇನ್ನೂ ಯಾವುದೇ ಬಸ್ ಪ್ರಯಾಣ ದಾಖಲಾಗಿಲ್ಲ',
    nothingForChoice: 'ಈ ಆಯ್ಕೆಗೆ ಏನೂ ದಾಖಲಾಗಿಲ್ಲ',
    logType: '{type, select, BOARDED {ಬಸ್ ಹತ್ತಿತು} DROPPED {ಬಸ್‌ನಿಂದ ಇಳಿಯಿತು} other {{type}}}',
  },
};
