import { defineMessages } from '@portal/kit';

/** What a conversation sends the people in it (email, SMS, push), in the language on each one's account. */
export const noticeMessage = defineMessages({
  en: {
    fromCentre: 'New message from {child}’s centre',
    fromFamily: 'Message from {child}’s family',
    about: 'Message about {child}',
    body: 'New message about {child} ({className}):\n\n{said}\n\nOpen Messages in the portal to reply.',
    line: '{sender} ({speaker, select, PARENT {parent} TEACHER {teacher} other {office}}): {text}',
  },
  hi: {
    fromCentre: '{child} के सेंटर से नया संदेश',
    fromFamily: '{child} के परिवार से संदेश',
    about: '{child} के बारे में संदेश',
    body: '{child} ({className}) के बारे में नया संदेश:\n\n{said}\n\nजवाब देने के लिए पोर्टल में संदेश खोलें।',
    line: '{sender} ({speaker, select, PARENT {माता-पिता} TEACHER {टीचर} other {ऑफ़िस}}): {text}',
  },
  kn: {
    fromCentre: '{child} ಅವರ ಕೇಂದ್ರದಿಂದ ಹೊಸ ಸಂದೇಶ',
    fromFamily: '{child} ಅವರ ಮನೆಯವರಿಂದ ಸಂದೇಶ',
    about: '{child} ಕುರಿತು ಸಂದೇಶ',
    body: '{child} ({className}) ಕುರಿತು ಹೊಸ ಸಂದೇಶ:\n\n{said}\n\nಉತ್ತರಿಸಲು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಸಂದೇಶಗಳನ್ನು ತೆರೆಯಿರಿ.',
    line: '{sender} ({speaker, select, PARENT {ಪೋಷಕರು} TEACHER {ಶಿಕ್ಷಕರು} other {ಕಚೇರಿ}}): {text}',
  },
  ta: {
    fromCentre: '{child} மையத்திலிருந்து புதிய செய்தி',
    fromFamily: '{child} குடும்பத்திடமிருந்து செய்தி',
    about: '{child} பற்றிய செய்தி',
    body: '{child} ({className}) பற்றிய புதிய செய்தி:\n\n{said}\n\nபதில் அனுப்ப போர்ட்டலில் செய்திகளைத் திறக்கவும்.',
    line: '{sender} ({speaker, select, PARENT {பெற்றோர்} TEACHER {ஆசிரியர்} other {அலுவலகம்}}): {text}',
  },
});
