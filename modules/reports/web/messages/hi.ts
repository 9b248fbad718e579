import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  reports: {
    glance: 'आज एक नज़र में',
    seeList: 'सूची देखें',
    nothingYet: 'अभी कुछ नहीं',
    centres: '{count, plural, one {# केंद्र} other {# केंद्र}}',
    widget: {
      'follow-ups-today': 'आज के फ़ॉलो-अप',
      'visits-today': 'आज की विज़िट',
      'admissions-month': 'इस महीने के दाख़िले',
      'fees-collected-month': 'इस महीने जमा फ़ीस, सभी मदें',
      'fees-overdue': 'बकाया फ़ीस',
      'orders-in-transit': 'रास्ते में ऑर्डर',
      'staff-on-leave': 'आज छुट्टी पर स्टाफ़',
      'attendance-today': 'नामांकित बच्चों में से आज आए बच्चे',
      'enquiries-by-stage': 'लीड, दाख़िले की पूछताछ, चरण के अनुसार',
      'enquiries-by-source': 'लीड, दाख़िले की पूछताछ, स्रोत के अनुसार',
      'enquiry-conversion': 'लीड से दाख़िले, इस वर्ष की लीड में',
      'royalty-invoiced': 'इस वर्ष की रॉयल्टी के बिल',
      'kit-orders-by-status': 'किट ऑर्डर, स्थिति के अनुसार',
      'training-completion': 'प्रशिक्षण पूरा',
      'centre-rank': 'दाख़िले की दर से केंद्रों का क्रम',
      'immunisations-due': '30 दिनों में होने वाले टीके',
    },
    part: {
      'attendance-today': { IN: 'आज आए बच्चे', NOT_IN: 'अभी नहीं आए' },
      'enquiry-conversion': { 'Admission Confirmed': 'दाख़िला हुआ', all: 'पूछताछ' },
      'training-completion': { completed: 'पूरा', pending: 'बाक़ी' },
    },
  },
};
