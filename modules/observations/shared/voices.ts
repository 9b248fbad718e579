// The child's own voice and a friend's on the progress card (PARAKH's self and peer assessment): a few "I can…"
// statements the child answers by picking a picture, and the same said of them by a friend, as the teacher records
// it on the tablet. Pictures and words in the four languages, never a level.
import type { Text } from './framework.ts';

export const VOICE_KINDS = ['self', 'peer'] as const;
export type VoiceKind = (typeof VOICE_KINDS)[number];

export const VOICE_ANSWERS = ['yes', 'sometimes', 'notYet'] as const;
export type VoiceAnswer = (typeof VOICE_ANSWERS)[number];

/** Each answer's face, the picture the child points at, and its words. */
export const VOICE_ANSWER_PICTURES: Record<VoiceAnswer, { picture: string; words: Text }> = {
  yes: { picture: '😀', words: { en: 'Yes!', hi: 'हाँ!', kn: 'ಹೌದು!', ta: 'ஆம்!' } },
  sometimes: { picture: '🙂', words: { en: 'Sometimes', hi: 'कभी-कभी', kn: 'ಕೆಲವೊಮ್ಮೆ', ta: 'சில நேரம்' } },
  notYet: { picture: '🌱', words: { en: 'Not yet', hi: 'अभी नहीं', kn: 'ಇನ್ನೂ ಇಲ್ಲ', ta: 'இன்னும் இல்லை' } },
};

export const VOICE_STATEMENT_KEYS = ['share', 'tidy', 'make', 'count', 'story', 'feelings'] as const;
export type VoiceStatement = (typeof VOICE_STATEMENT_KEYS)[number];

/** The statements, each with its picture, as the child says it (self) and as a friend says it of them (peer). */
export const VOICE_STATEMENTS: Record<VoiceStatement, { picture: string; self: Text; peer: Text }> = {
  share: {
    picture: '🤝',
    self: {
      en: 'I can share and play with my friends',
      hi: 'मैं अपने दोस्तों के साथ बाँटकर खेल सकता/सकती हूँ',
      kn: 'ನಾನು ಗೆಳೆಯರೊಂದಿಗೆ ಹಂಚಿಕೊಂಡು ಆಡಬಲ್ಲೆ',
      ta: 'நான் நண்பர்களுடன் பகிர்ந்து விளையாடுவேன்',
    },
    peer: {
      en: 'My friend shares and plays with me',
      hi: 'मेरा दोस्त मेरे साथ बाँटकर खेलता है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ನನ್ನೊಂದಿಗೆ ಹಂಚಿಕೊಂಡು ಆಡುತ್ತಾನೆ',
      ta: 'என் நண்பர் என்னுடன் பகிர்ந்து விளையாடுவார்',
    },
  },
  tidy: {
    picture: '🧺',
    self: {
      en: 'I can put things back after I use them',
      hi: 'मैं इस्तेमाल के बाद चीज़ें वापस रख सकता/सकती हूँ',
      kn: 'ಬಳಸಿದ ನಂತರ ನಾನು ವಸ್ತುಗಳನ್ನು ಮರಳಿ ಇಡಬಲ್ಲೆ',
      ta: 'பயன்படுத்திய பின் பொருட்களை நான் திரும்ப வைப்பேன்',
    },
    peer: {
      en: 'My friend puts things back after using them',
      hi: 'मेरा दोस्त इस्तेमाल के बाद चीज़ें वापस रखता है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ಬಳಸಿದ ನಂತರ ವಸ್ತುಗಳನ್ನು ಮರಳಿ ಇಡುತ್ತಾನೆ',
      ta: 'என் நண்பர் பயன்படுத்திய பின் பொருட்களைத் திரும்ப வைப்பார்',
    },
  },
  make: {
    picture: '🎨',
    self: {
      en: 'I can draw and make things',
      hi: 'मैं चित्र बना सकता/सकती हूँ और चीज़ें बना सकता/सकती हूँ',
      kn: 'ನಾನು ಚಿತ್ರ ಬಿಡಿಸಬಲ್ಲೆ ಮತ್ತು ವಸ್ತುಗಳನ್ನು ಮಾಡಬಲ್ಲೆ',
      ta: 'நான் வரைவேன், பொருட்களைச் செய்வேன்',
    },
    peer: {
      en: 'My friend draws and makes things',
      hi: 'मेरा दोस्त चित्र और चीज़ें बनाता है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ಚಿತ್ರ ಬಿಡಿಸುತ್ತಾನೆ, ವಸ್ತುಗಳನ್ನು ಮಾಡುತ್ತಾನೆ',
      ta: 'என் நண்பர் வரைவார், பொருட்களைச் செய்வார்',
    },
  },
  count: {
    picture: '🔢',
    self: {
      en: 'I can count things',
      hi: 'मैं चीज़ें गिन सकता/सकती हूँ',
      kn: 'ನಾನು ವಸ್ತುಗಳನ್ನು ಎಣಿಸಬಲ್ಲೆ',
      ta: 'நான் பொருட்களை எண்ணுவேன்',
    },
    peer: {
      en: 'My friend counts things',
      hi: 'मेरा दोस्त चीज़ें गिनता है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ವಸ್ತುಗಳನ್ನು ಎಣಿಸುತ್ತಾನೆ',
      ta: 'என் நண்பர் பொருட்களை எண்ணுவார்',
    },
  },
  story: {
    picture: '📖',
    self: {
      en: 'I can tell a story',
      hi: 'मैं कहानी सुना सकता/सकती हूँ',
      kn: 'ನಾನು ಕಥೆ ಹೇಳಬಲ್ಲೆ',
      ta: 'நான் கதை சொல்வேன்',
    },
    peer: {
      en: 'My friend tells stories',
      hi: 'मेरा दोस्त कहानियाँ सुनाता है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ಕಥೆ ಹೇಳುತ್ತಾನೆ',
      ta: 'என் நண்பர் கதைகள் சொல்வார்',
    },
  },
  feelings: {
    picture: '💬',
    self: {
      en: 'I can say how I feel',
      hi: 'मैं बता सकता/सकती हूँ कि मुझे कैसा लग रहा है',
      kn: 'ನನಗೆ ಹೇಗನಿಸುತ್ತಿದೆ ಎಂದು ನಾನು ಹೇಳಬಲ್ಲೆ',
      ta: 'நான் எப்படி உணர்கிறேன் என்று சொல்வேன்',
    },
    peer: {
      en: 'My friend says how they feel',
      hi: 'मेरा दोस्त बताता है कि उसे कैसा लग रहा है',
      kn: 'ನನ್ನ ಗೆಳೆಯ ತನಗೆ ಹೇಗನಿಸುತ್ತಿದೆ ಎಂದು ಹೇಳುತ್ತಾನೆ',
      ta: 'என் நண்பர் எப்படி உணர்கிறார் என்று சொல்வார்',
    },
  },
};

/** A child's answers, by statement: one kind's input on the card. */
export type Voices = Partial<Record<VoiceStatement, VoiceAnswer>>;
