import { defineMessages } from '@portal/kit';

/**
 * The notice a family receives after a breach of their child's data (DPDP Rule 7), in the language of their portal
 * account: what happened, its likely impact, what was done and whom to contact. Head office's own words for each
 * stand as it wrote them.
 */
export const breachNoticeMessage = defineMessages({
  en: {
    subject: 'About {child}’s information at {centre}',
    body:
      'Dear {parent}, we must tell you about a problem with the safety of {child}’s information at {centre}. ' +
      'What happened: {what} Likely impact: {impact} What we have done: {actions} ' +
      'For questions, contact {contact}.',
  },
  hi: {
    subject: '{centre} में {child} की जानकारी के बारे में',
    body:
      'प्रिय {parent}, हमें आपको {centre} में {child} की जानकारी की सुरक्षा में हुई एक गड़बड़ी के बारे में बताना है। ' +
      'क्या हुआ: {what} इसका असर क्या हो सकता है: {impact} हमने क्या किया: {actions} ' +
      'कोई सवाल हो तो {contact} से संपर्क करें।',
  },
  kn: {
    subject: '{centre} ನಲ್ಲಿ {child} ಅವರ ಮಾಹಿತಿಯ ಬಗ್ಗೆ',
    body:
      'ಆತ್ಮೀಯ {parent}, {centre} ನಲ್ಲಿ {child} ಅವರ ಮಾಹಿತಿಯ ಸುರಕ್ಷತೆಯಲ್ಲಿ ಆದ ಒಂದು ತೊಂದರೆಯ ಬಗ್ಗೆ ನಾವು ನಿಮಗೆ ತಿಳಿಸಬೇಕು. ' +
      'ಏನಾಯಿತು: {what} ಇದರ ಪರಿಣಾಮ ಏನಿರಬಹುದು: {impact} ನಾವು ಏನು ಮಾಡಿದ್ದೇವೆ: {actions} ' +
      'ಪ್ರಶ್ನೆಗಳಿದ್ದರೆ {contact} ಅವರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  },
  ta: {
    subject: '{centre} இல் {child} அவர்களின் தகவல் பற்றி',
    body:
      'அன்புள்ள {parent}, {centre} இல் {child} அவர்களின் தகவலின் பாதுகாப்பில் ஏற்பட்ட ஒரு சிக்கலைப் பற்றி ' +
      'உங்களுக்குத் தெரிவிக்க வேண்டும். ' +
      'என்ன நடந்தது: {what} இதன் தாக்கம் என்னவாக இருக்கலாம்: {impact} நாங்கள் செய்தது: {actions} ' +
      'கேள்விகளுக்கு {contact} ஐத் தொடர்பு கொள்ளவும்.',
  },
});
