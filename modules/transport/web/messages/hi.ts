import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  busLog: {
    title: 'बस में चढ़ना-उतरना',
    parentSubtitle: 'आपका बच्चा कब बस में चढ़ा और कब उतरा, कहाँ, और किसने देखा',
    centreSubtitle: 'कौन बस में चढ़ा और उतरा, कब, कहाँ और किसने स्कैन किया',
    day: 'दिन',
    time: 'समय',
    child: 'बच्चा',
    what: 'क्या हुआ',
    routeAndStop: 'बस का रूट और स्टॉप',
    where: 'कहाँ',
    routeAndVehicle: 'रूट और गाड़ी',
    by: 'किसने देखा',
    scannedBy: 'किसने स्कैन किया',
    date: 'तारीख़',
    search: 'खोजें',
    searchHint: 'बच्चा, स्टॉप या अटेंडेंट',
    nothingYet: 'अभी तक बस की कोई जानकारी नहीं है',
    nothingForChoice: 'इस चुनाव के लिए कुछ नहीं मिला',
    logType: '{type, select, BOARDED {बस में चढ़ा} DROPPED {बस से उतरा} other {{type}}}',
  },
};
