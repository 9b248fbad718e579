import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  observations: {
    record: {
      title: 'अवलोकन दर्ज करें',
      subtitle: 'बच्चे, दक्षता और उन्हें कितनी मदद चाहिए थी, चुनें',
      className: 'कक्षा',
      children: 'बच्चे',
      all: 'सभी',
      none: 'इस कक्षा में अभी कोई बच्चा नहीं है।',
      competency: 'दक्षता',
      competencyHelp: 'बच्चों के आयु वर्ग की दक्षताएँ',
      search: 'कोड या कोई शब्द लिखें',
      level: 'स्तर',
      note: 'टिप्पणी (वैकल्पिक)',
      photo: 'फ़ोटो (वैकल्पिक)',
      photoLater: 'कनेक्शन लौटने पर अवलोकन के साथ भेजी जाएगी',
      observedOn: 'अवलोकन की तारीख',
      save: 'अवलोकन सहेजें',
      saved: 'अवलोकन सहेजा गया',
      savedText: '{count, plural, one {# बच्चा} other {# बच्चे}}: {competency}',
      queued: 'इस डिवाइस पर रखा गया है; कनेक्शन लौटने पर भेजा जाएगा।',
      pickChildren: 'कम से कम एक बच्चा चुनें।',
      pickCompetency: 'एक दक्षता चुनें।',
      pickLevel: 'एक स्तर चुनें।',
      mixedBands: 'चुने गए बच्चे अलग-अलग आयु वर्गों में हैं: केवल उनके सभी वर्गों की दक्षताएँ दिखाई गई हैं।',
    },
    coverage: {
      title: 'सीखने का कवरेज',
      subtitle: 'इस वर्ष किन बच्चों के किन पाठ्यचर्या लक्ष्यों के लिए प्रमाण नहीं है',
      child: 'बच्चा',
      observations: 'अवलोकन',
      evidence: 'प्रमाण',
      notYetObserved: 'अभी देखा नहीं गया',
      none: 'कुछ दर्ज नहीं',
      legend: 'संकेत',
      portfolio: 'पोर्टफ़ोलियो',
      empty: 'इस कक्षा में अभी कोई बच्चा नहीं है।',
      lacking: '{count, plural, =0 {हर लक्ष्य का प्रमाण है} one {# लक्ष्य बिना प्रमाण} other {# लक्ष्य बिना प्रमाण}}',
    },
    portfolio: {
      title: 'पोर्टफ़ोलियो: {name}',
      subtitle: 'इस वर्ष के अवलोकन पाठ्यचर्या लक्ष्य के अनुसार; सुझाया गया स्तर शिक्षक पुष्टि करते हैं',
      band: 'आयु वर्ग',
      suggested: 'प्रमाण से सुझाया गया',
      empty: 'इस वर्ष अभी कोई अवलोकन नहीं।',
      observedOn: '{day} को देखा गया',
      record: 'अवलोकन दर्ज करें',
    },
    family: {
      title: 'सीखना',
      subtitle: 'आपका बच्चा अपने आप क्या करता है, और किस ओर बढ़ रहा है',
      strengths: 'ख़ूबियाँ',
      nextSteps: 'अगले कदम',
      noStrengths: 'शिक्षक अभी देख रहे हैं।',
      noNextSteps: 'अभी कुछ नहीं।',
      photos: 'कक्षा से',
      child: 'बच्चा',
      noChild: 'आपके खाते से कोई बच्चा जुड़ा नहीं है।',
    },
    network: {
      title: 'केंद्र अनुसार सीखने के प्रमाण',
      // prettier-ignore
      subtitle:
        'इस वर्ष हर पाठ्यचर्या लक्ष्य के लिए प्रमाण वाले बच्चों का हिस्सा, प्रति केंद्र; ' +
        'किसी बच्चे का नाम नहीं',
      centre: 'केंद्र',
      children: 'बच्चे',
      empty: 'दिखाने को कोई केंद्र नहीं।',
    },
  },
};
