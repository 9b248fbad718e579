import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  reports: {
    glance: 'ಇಂದು ಒಂದು ನೋಟದಲ್ಲಿ',
    seeList: 'ಪಟ್ಟಿ ನೋಡಿ',
    nothingYet: 'ಇನ್ನೂ ಏನೂ ಇಲ್ಲ',
    centres: '{count, plural, one {# ಕೇಂದ್ರ} other {# ಕೇಂದ್ರಗಳು}}',
    widget: {
      'follow-ups-today': 'ಇಂದಿನ ಫಾಲೋ-ಅಪ್‌ಗಳು',
      'visits-today': 'ಇಂದಿನ ಭೇಟಿಗಳು',
      'admissions-month': 'ಈ ತಿಂಗಳ ಪ್ರವೇಶಗಳು',
      'fees-collected-month': 'ಈ ತಿಂಗಳು ಸಂಗ್ರಹಿಸಿದ ಶುಲ್ಕ, ಎಲ್ಲಾ ಬಾಬುಗಳು',
      'fees-overdue': 'ಬಾಕಿ ಶುಲ್ಕ',
      'orders-in-transit': 'ದಾರಿಯಲ್ಲಿರುವ ಆರ್ಡರ್‌ಗಳು',
      'staff-on-leave': 'ಇಂದು ರಜೆಯಲ್ಲಿರುವ ಸಿಬ್ಬಂದಿ',
      'attendance-today': 'ದಾಖಲಾದ ಮಕ್ಕಳಲ್ಲಿ ಇಂದು ಬಂದವರು',
      'enquiries-by-stage': 'ಲೀಡ್‌ಗಳು, ಪ್ರವೇಶ ವಿಚಾರಣೆಗಳು, ಹಂತವಾರು',
      'enquiries-by-source': 'ಲೀಡ್‌ಗಳು, ಪ್ರವೇಶ ವಿಚಾರಣೆಗಳು, ಮೂಲವಾರು',
      'enquiry-conversion': 'ಲೀಡ್‌ಗಳಿಂದ ಪ್ರವೇಶ, ಈ ವರ್ಷದ ಲೀಡ್‌ಗಳಲ್ಲಿ',
      'royalty-invoiced': 'ಈ ವರ್ಷದ ರಾಯಧನದ ಬಿಲ್‌ಗಳು',
      'kit-orders-by-status': 'ಕಿಟ್ ಆರ್ಡರ್‌ಗಳು, ಸ್ಥಿತಿವಾರು',
      'training-completion': 'ತರಬೇತಿ ಪೂರ್ಣತೆ',
      'centre-rank': 'ಪ್ರವೇಶ ದರದಂತೆ ಕೇಂದ್ರಗಳ ಕ್ರಮ',
      'immunisations-due': '30 ದಿನಗಳಲ್ಲಿ ಬರುವ ಲಸಿಕೆಗಳು',
    },
    part: {
      'attendance-today': { IN: 'ಇಂದು ಬಂದ ಮಕ್ಕಳು', NOT_IN: 'ಇನ್ನೂ ಬಂದಿಲ್ಲ' },
      'enquiry-conversion': { 'Admission Confirmed': 'ಪ್ರವೇಶ ಪಡೆದವರು', all: 'ವಿಚಾರಣೆಗಳು' },
      'training-completion': { completed: 'ಪೂರ್ಣ', pending: 'ಬಾಕಿ' },
    },
  },
};
