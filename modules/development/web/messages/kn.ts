import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  launchStatus: '{status, select, TODO {ಮಾಡಬೇಕಿದೆ} IN_PROGRESS {ನಡೆಯುತ್ತಿದೆ} DONE {ಮುಗಿದಿದೆ} other {{status}}}',
  launchSide: '{side, select, HEAD_OFFICE {ಮುಖ್ಯ ಕಚೇರಿ} FRANCHISEE {ಫ್ರಾಂಚೈಸಿ} other {{side}}}',
  launch: {
    title: '{centre} ಆರಂಭ',
    centreLaunch: 'ಕೇಂದ್ರದ ಆರಂಭ',
    centreLaunches: 'ಕೇಂದ್ರಗಳ ಆರಂಭ',
    crumb: 'ಆರಂಭ',
    openingOn: 'ಆರಂಭದ ದಿನ {date}',
    chooseBefore: 'ಆರಂಭದ ಹಂತದಲ್ಲಿರುವ ಒಂದು ಕೇಂದ್ರವನ್ನು',
    chooseAfter: ' ಇಲ್ಲಿಂದ ಆಯ್ಕೆಮಾಡಿ.',
    // prettier-ignore
    noPlan:
      'ಈ ಕೇಂದ್ರಕ್ಕೆ ಆರಂಭದ ಯೋಜನೆ ಇಲ್ಲ: ' +
      'ಸಹಿ ಮಾಡಿದ ಫ್ರಾಂಚೈಸಿಯನ್ನು ಕೇಂದ್ರವಾಗಿ ಬದಲಾಯಿಸುವಾಗ ಮುಖ್ಯ ಕಚೇರಿ ಅದನ್ನು ಮಾಡುತ್ತದೆ.',
    progress: '{total} ರಲ್ಲಿ {done} ಕೆಲಸಗಳು ಮುಗಿದಿವೆ',
    progressLabel: 'ಮುಗಿದ ಕೆಲಸಗಳ ಪಾಲು',
    overdueCount: '{count, plural, one {# ಕೆಲಸದ ಗಡುವು ಮೀರಿದೆ} other {# ಕೆಲಸಗಳ ಗಡುವು ಮೀರಿದೆ}}',
    column: '{status} ({count})',
    none: 'ಯಾವುದೂ ಇಲ್ಲ',
    openingDay: 'ಆರಂಭದ ದಿನ',
    move: 'ಆರಂಭದ ದಿನ ಬದಲಿಸಿ',
    moved: 'ಆರಂಭದ ದಿನ ಬದಲಾಗಿದೆ: ಮುಗಿಯದ ಕೆಲಸಗಳಿಗೆ ಹೊಸ ದಿನಾಂಕಗಳು ಬಂದಿವೆ',
    saved: '{task}: ಉಳಿಸಲಾಗಿದೆ',
    overdue: 'ಗಡುವು ಮೀರಿದೆ',
    dates: '{start} ರಿಂದ {due}',
    datesDone: '{start} ರಿಂದ {due} · {done} ರಂದು ಮುಗಿದಿದೆ',
    document: 'ದಾಖಲೆ',
    status: 'ಸ್ಥಿತಿ',
    note: 'ಟಿಪ್ಪಣಿ',
    save: 'ಉಳಿಸಿ',
  },
  convert: {
    converted: '{centre} ಆಗಿ ಬದಲಾಯಿಸಲಾಗಿದೆ, ಆರಂಭ {date}.',
    launchBoard: 'ಆರಂಭದ ಫಲಕ',
    opened: '{centre} ಆರಂಭಕ್ಕೆ ತೆರೆದಿದೆ: {tasks} ಕೆಲಸಗಳನ್ನು ಯೋಜಿಸಲಾಗಿದೆ',
    intro: '{name} ಅವರು ಒಪ್ಪಂದಕ್ಕೆ ಸಹಿ ಮಾಡಿದ್ದಾರೆ: ಅವರ ಕೇಂದ್ರ ಮತ್ತು ಅದರ ಆರಂಭದ ಯೋಜನೆಯನ್ನು ತೆರೆಯಿರಿ.',
    openingDay: 'ಆರಂಭದ ದಿನ',
    centreName: 'ಕೇಂದ್ರದ ಹೆಸರು',
    loginEmail: 'ಮಾಲೀಕರ ಲಾಗಿನ್ ಇಮೇಲ್',
    city: 'ನಗರ',
    address: 'ಕೇಂದ್ರದ ವಿಳಾಸ',
    convert: 'ಕೇಂದ್ರವಾಗಿ ಬದಲಿಸಿ',
  },
  investment:
    '{band, select, UPTO_15L {₹15 ಲಕ್ಷದವರೆಗೆ} 15L_25L {₹15–25 ಲಕ್ಷ} 25L_40L {₹25–40 ಲಕ್ಷ} ' +
    'ABOVE_40L {₹40 ಲಕ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು} other {{band}}}',
  form: {
    title: 'ಪ್ರಿ-ಸ್ಕೂಲ್ ಫ್ರಾಂಚೈಸಿ ಪಡೆಯಿರಿ',
    name: 'ನಿಮ್ಮ ಹೆಸರು',
    mobile: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    email: 'ಇಮೇಲ್',
    city: 'ನಗರ',
    pincodes: 'ನೀವು ಬಯಸುವ PIN ಕೋಡ್‌ಗಳು',
    pincodesHint: 'ಒಂದು ಅಥವಾ ಹೆಚ್ಚು, ಅಲ್ಪವಿರಾಮದಿಂದ ಬೇರ್ಪಡಿಸಿ',
    investment: 'ನೀವು ಯೋಜಿಸಿರುವ ಹೂಡಿಕೆ',
    remarks: 'ಇನ್ನೇನಾದರೂ ಇದ್ದರೆ',
    send: 'ಕಳುಹಿಸಿ',
  },
  disclosure: {
    title: 'ಫ್ರಾಂಚೈಸಿ ಪ್ರಕಟಣಾ ದಾಖಲೆ',
    loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
    intro: 'ಆತ್ಮೀಯ {name}, ಏನನ್ನಾದರೂ ಸಹಿ ಮಾಡುವ ಅಥವಾ ಪಾವತಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು {title} (ಆವೃತ್ತಿ {version}) ಓದಿ.',
    download: 'ದಾಖಲೆಯನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    acknowledged: 'ನೀವು ಆವೃತ್ತಿ {version} ಅನ್ನು {when} ರಂದು ಒಪ್ಪಿಕೊಂಡಿದ್ದೀರಿ. ಧನ್ಯವಾದಗಳು.',
    confirm: 'ನಾನು ಈ ಪ್ರಕಟಣಾ ದಾಖಲೆಯನ್ನು ಪಡೆದು ಓದಿದ್ದೇನೆ',
    acknowledge: 'ಒಪ್ಪಿಕೊಳ್ಳಿ',
  },
};
