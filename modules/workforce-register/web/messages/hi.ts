import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  register: {
    networkTitle: 'सुरक्षा रजिस्टर',
    networkSubtitle: 'हर केंद्र का अनुपालन अंक: आज मान्य ज़रूरी मदें, सभी ज़रूरी मदों में से',
    centre: 'केंद्र',
    score: 'अनुपालन',
    expired: 'समाप्त',
    missing: 'अनुपलब्ध या लंबित',
    expiring: '30 दिनों में समाप्त',
    centreTitle: 'सुरक्षा रजिस्टर: {centre}',
    centreSubtitle: 'आगे क्या करें, सबसे ज़रूरी पहले',
    item: 'मद',
    state: 'स्थिति',
    expiresOn: 'समाप्ति तिथि',
    nextStep: 'आगे क्या करें',
    allCurrent: 'कुछ करना बाक़ी नहीं: हर ज़रूरी मद मान्य है।',
    pack: 'निरीक्षण पैक डाउनलोड करें',
    stateName:
      '{state, select, CURRENT {मान्य} EXPIRING {समाप्त होने वाला} EXPIRED {समाप्त} MISSING {अनुपलब्ध} ' +
      'PENDING {लंबित} other {—}}',
  },
  rota: {
    title: 'स्टाफ़ रोटा',
    subtitle: 'हर कक्षा और दिन की शिफ़्टें; हर कमरे का हर घंटा अनुपात में होने पर ही हफ़्ता प्रकाशित होता है',
    week: 'हफ़्ता शुरू',
    status: '{status, select, PUBLISHED {प्रकाशित} other {मसौदा}}',
    publish: 'स्टाफ़ को प्रकाशित करें',
    published: 'रोटा स्टाफ़ को प्रकाशित हो गया है।',
    allCovered: 'हर कमरे का हर घंटा अनुपात में है।',
    gaps: 'अनुपात से कम कमरे-घंटे',
    moreGaps: '{count, plural, other {अनुपात से कम # और कमरे-घंटे}}',
    shifts: 'शिफ़्टें',
    addShift: 'शिफ़्ट जोड़ें',
  },
  myShifts: {
    title: 'मेरी शिफ़्टें',
    none: 'अगले चार हफ़्तों में कोई प्रकाशित शिफ़्ट नहीं।',
    day: 'दिन',
    className: 'कक्षा',
    time: 'समय',
  },
};
