import { defineMessages } from '@portal/kit';

/** What an area manager is sent of a centre's early warning, in the language on their account. */
export const healthMessage = defineMessages({
  en: {
    subject: 'Early warning for {centre}',
    royaltyLate: 'Royalty was paid late in {count} of the last 6 months ({months}).',
    auditFell: 'The latest audit scored {score}, {points} points below the audit before it ({before}).',
    seriousIncidents: '{count} serious incidents were reported in {month}.',
    staffTurnover: 'Staff turnover was {percent} % from {from} to {to}, above 30 %.',
    body: '{centre}: {detail} Open the centre’s health in the portal to see its score and inputs.',
  },
  hi: {
    subject: '{centre} के लिए पूर्व चेतावनी',
    royaltyLate: 'पिछले 6 महीनों में से {count} में रॉयल्टी देर से चुकाई गई ({months})।',
    auditFell: 'नवीनतम ऑडिट का स्कोर {score} रहा, पिछले ऑडिट ({before}) से {points} अंक कम।',
    seriousIncidents: '{month} में {count} गंभीर घटनाएँ दर्ज हुईं।',
    staffTurnover: '{from} से {to} तक स्टाफ़ टर्नओवर {percent} % रहा, 30 % से अधिक।',
    body: '{centre}: {detail} स्कोर और इनपुट देखने के लिए पोर्टल में केंद्र का स्वास्थ्य खोलें।',
  },
  kn: {
    subject: '{centre} ಗಾಗಿ ಮುನ್ನೆಚ್ಚರಿಕೆ',
    royaltyLate: 'ಕಳೆದ 6 ತಿಂಗಳಲ್ಲಿ {count} ತಿಂಗಳು ರಾಯಲ್ಟಿ ತಡವಾಗಿ ಪಾವತಿಯಾಗಿದೆ ({months}).',
    auditFell: 'ಇತ್ತೀಚಿನ ಆಡಿಟ್ ಅಂಕ {score}, ಹಿಂದಿನ ಆಡಿಟ್‌ಗಿಂತ ({before}) {points} ಅಂಕ ಕಡಿಮೆ.',
    seriousIncidents: '{month} ರಲ್ಲಿ {count} ಗಂಭೀರ ಘಟನೆಗಳು ವರದಿಯಾಗಿವೆ.',
    staffTurnover: '{from} ರಿಂದ {to} ವರೆಗೆ ಸಿಬ್ಬಂದಿ ವಹಿವಾಟು {percent} %, 30 % ಕ್ಕಿಂತ ಹೆಚ್ಚು.',
    body: '{centre}: {detail} ಅಂಕ ಮತ್ತು ಅಂಶಗಳನ್ನು ನೋಡಲು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಕೇಂದ್ರದ ಆರೋಗ್ಯವನ್ನು ತೆರೆಯಿರಿ.',
  },
  ta: {
    subject: '{centre} க்கான முன்னெச்சரிக்கை',
    royaltyLate: 'கடந்த 6 மாதங்களில் {count} மாதங்களில் ராயல்டி தாமதமாகச் செலுத்தப்பட்டது ({months}).',
    auditFell: 'சமீபத்திய தணிக்கை மதிப்பெண் {score}, முந்தைய தணிக்கையை ({before}) விட {points} புள்ளிகள் குறைவு.',
    seriousIncidents: '{month} இல் {count} கடுமையான சம்பவங்கள் பதிவாகின.',
    staffTurnover: '{from} முதல் {to} வரை பணியாளர் விலகல் விகிதம் {percent} %, 30 % க்கு மேல்.',
    body: '{centre}: {detail} மதிப்பெண்ணையும் உள்ளீடுகளையும் காண போர்ட்டலில் மையத்தின் நலத்தைத் திறக்கவும்.',
  },
});
