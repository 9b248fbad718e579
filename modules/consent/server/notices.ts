import { defineMessages } from '@portal/kit';
import type { Language } from '@portal/core';
import { NOTICE_VERSIONS, type ConsentPurpose } from '../shared/constants.ts';

/**
 * The notice a parent reads before deciding, per purpose and version, in plain words in each language. A changed
 * notice is a new version (new keys, `NOTICE_VERSIONS` moved on): a consent keeps the version its parent read.
 */
export const notices = defineMessages({
  en: {
    'CARE_MEDIA.v1.title': 'Photos and videos of your child’s day',
    'CARE_MEDIA.v1.text':
      'Teachers take photos and short videos of your child during the day (meals, play, naps, activities) and ' +
      'share ' +
      'them with your family only, in this app. They are kept while your child studies with us and deleted one ' +
      'year ' +
      'after your child leaves. You can stop this at any time.',
    'SHARED_PHOTOS.v1.title': 'Your child in class and event photos',
    'SHARED_PHOTOS.v1.text':
      'Your child may appear in class and event photos that the other families of the class see in the gallery. ' +
      'If you say no, or stop later, photos showing your child are hidden from other families at once; you still ' +
      'see them.',
    'MESSAGES.v1.title': 'Messages and reminders',
    'MESSAGES.v1.text':
      'We send you messages and reminders about your child (attendance, fees, events, notices) by SMS, email, ' +
      'WhatsApp and app notifications, to the mobile and email on record. You can stop this at any time; urgent ' +
      'safety calls from the centre do not stop.',
    'MARKETING.v1.title': 'Offers and news from the school network',
    'MARKETING.v1.text':
      'We may send you news of programmes, camps and offers from our network. We never sell your details. You can ' +
      'stop this at any time, and saying no changes nothing about your child’s care.',
    'CCTV.v1.title': 'Watching the classroom camera',
    'CCTV.v1.text':
      'Parents who agree may watch the classroom camera live, and so other parents may see your child on it. ' +
      'Recordings stay at the centre for 30 days for safety only. If you say no, you cannot watch the camera.',
  },
  hi: {
    'CARE_MEDIA.v1.title': 'आपके बच्चे के दिन की फ़ोटो और वीडियो',
    'CARE_MEDIA.v1.text':
      'टीचर दिन में आपके बच्चे की फ़ोटो और छोटे वीडियो लेते हैं (खाना, खेल, आराम, गतिविधियाँ) और इन्हें सिर्फ़ ' +
      'आपके ' +
      'परिवार के साथ इस ऐप में साझा करते हैं। ये तब तक रखे जाते हैं जब तक आपका बच्चा हमारे साथ पढ़ता है, और स्कूल ' +
      'छोड़ने ' +
      'के एक साल बाद मिटा दिए जाते हैं। आप इसे कभी भी बंद कर सकते हैं।',
    'SHARED_PHOTOS.v1.title': 'क्लास और कार्यक्रम की फ़ोटो में आपका बच्चा',
    'SHARED_PHOTOS.v1.text':
      'आपका बच्चा क्लास और कार्यक्रम की उन फ़ोटो में हो सकता है जो क्लास के दूसरे परिवार गैलरी में देखते हैं। अगर ' +
      'आप मना ' +
      'करते हैं या बाद में बंद करते हैं, तो आपके बच्चे वाली फ़ोटो दूसरे परिवारों से तुरंत छिप जाती हैं; आप उन्हें ' +
      'देखते रहेंगे।',
    'MESSAGES.v1.title': 'संदेश और याद दिलाना',
    'MESSAGES.v1.text':
      'हम आपको आपके बच्चे के बारे में संदेश और याद दिलाने वाली सूचनाएँ (हाज़िरी, फ़ीस, कार्यक्रम, सूचनाएँ) SMS, ' +
      'ईमेल, ' +
      'WhatsApp और ऐप सूचना से रिकॉर्ड के मोबाइल और ईमेल पर भेजते हैं। आप इसे कभी भी बंद कर सकते हैं; सेंटर से ' +
      'सुरक्षा ' +
      'के ज़रूरी फ़ोन बंद नहीं होते।',
    'MARKETING.v1.title': 'स्कूल नेटवर्क के ऑफ़र और ख़बरें',
    'MARKETING.v1.text':
      'हम आपको अपने नेटवर्क के कार्यक्रमों, कैंप और ऑफ़र की ख़बरें भेज सकते हैं। हम आपकी जानकारी कभी नहीं बेचते। ' +
      'आप इसे ' +
      'कभी भी बंद कर सकते हैं, और मना करने से आपके बच्चे की देखभाल में कुछ नहीं बदलता।',
    'CCTV.v1.title': 'क्लास का कैमरा देखना',
    'CCTV.v1.text':
      'जो माता-पिता सहमति देते हैं वे क्लास का कैमरा लाइव देख सकते हैं, इसलिए दूसरे माता-पिता भी आपके बच्चे को ' +
      'उसमें देख ' +
      'सकते हैं। रिकॉर्डिंग सिर्फ़ सुरक्षा के लिए 30 दिन सेंटर पर रहती है। अगर आप मना करते हैं, तो आप कैमरा नहीं ' +
      'देख सकते।',
  },
  kn: {
    'CARE_MEDIA.v1.title': 'ನಿಮ್ಮ ಮಗುವಿನ ದಿನದ ಫೋಟೋ ಮತ್ತು ವಿಡಿಯೋ',
    'CARE_MEDIA.v1.text':
      'ಶಿಕ್ಷಕರು ದಿನದಲ್ಲಿ ನಿಮ್ಮ ಮಗುವಿನ ಫೋಟೋ ಮತ್ತು ಚಿಕ್ಕ ವಿಡಿಯೋಗಳನ್ನು (ಊಟ, ಆಟ, ನಿದ್ದೆ, ಚಟುವಟಿಕೆಗಳು) ತೆಗೆದು, ಈ ' +
      'ಆ್ಯಪ್‌ನಲ್ಲಿ ' +
      'ನಿಮ್ಮ ಕುಟುಂಬದೊಂದಿಗೆ ಮಾತ್ರ ಹಂಚಿಕೊಳ್ಳುತ್ತಾರೆ. ನಿಮ್ಮ ಮಗು ನಮ್ಮಲ್ಲಿ ಓದುವವರೆಗೆ ಇವುಗಳನ್ನು ಇಡಲಾಗುತ್ತದೆ, ಶಾಲೆ ಬಿಟ್ಟ ' +
      'ಒಂದು ' +
      'ವರ್ಷದ ನಂತರ ಅಳಿಸಲಾಗುತ್ತದೆ. ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ ಇದನ್ನು ನಿಲ್ಲಿಸಬಹುದು.',
    'SHARED_PHOTOS.v1.title': 'ತರಗತಿ ಮತ್ತು ಕಾರ್ಯಕ್ರಮದ ಫೋಟೋಗಳಲ್ಲಿ ನಿಮ್ಮ ಮಗು',
    'SHARED_PHOTOS.v1.text':
      'ತರಗತಿಯ ಇತರ ಕುಟುಂಬಗಳು ಗ್ಯಾಲರಿಯಲ್ಲಿ ನೋಡುವ ತರಗತಿ ಮತ್ತು ಕಾರ್ಯಕ್ರಮದ ಫೋಟೋಗಳಲ್ಲಿ ನಿಮ್ಮ ಮಗು ಇರಬಹುದು. ನೀವು ಬೇಡ ಎಂದರೆ ' +
      'ಅಥವಾ ನಂತರ ನಿಲ್ಲಿಸಿದರೆ, ನಿಮ್ಮ ಮಗು ಇರುವ ಫೋಟೋಗಳು ಇತರ ಕುಟುಂಬಗಳಿಗೆ ತಕ್ಷಣ ಮರೆಯಾಗುತ್ತವೆ; ನೀವು ಅವುಗಳನ್ನು ನೋಡುತ್ತೀರಿ.',
    'MESSAGES.v1.title': 'ಸಂದೇಶಗಳು ಮತ್ತು ಜ್ಞಾಪನೆಗಳು',
    'MESSAGES.v1.text':
      'ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಸಂದೇಶಗಳು ಮತ್ತು ಜ್ಞಾಪನೆಗಳನ್ನು (ಹಾಜರಾತಿ, ಶುಲ್ಕ, ಕಾರ್ಯಕ್ರಮಗಳು, ಸೂಚನೆಗಳು) SMS, ಇಮೇಲ್, ' +
      'WhatsApp ' +
      'ಮತ್ತು ಆ್ಯಪ್ ಸೂಚನೆಗಳ ಮೂಲಕ ದಾಖಲೆಯಲ್ಲಿರುವ ಮೊಬೈಲ್ ಮತ್ತು ಇಮೇಲ್‌ಗೆ ಕಳುಹಿಸುತ್ತೇವೆ. ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ ' +
      'ನಿಲ್ಲಿಸಬಹುದು; ' +
      'ಕೇಂದ್ರದಿಂದ ಸುರಕ್ಷತೆಯ ತುರ್ತು ಕರೆಗಳು ನಿಲ್ಲುವುದಿಲ್ಲ.',
    'MARKETING.v1.title': 'ಶಾಲಾ ಜಾಲದ ಆಫರ್‌ಗಳು ಮತ್ತು ಸುದ್ದಿ',
    'MARKETING.v1.text':
      'ನಮ್ಮ ಜಾಲದ ಕಾರ್ಯಕ್ರಮಗಳು, ಶಿಬಿರಗಳು ಮತ್ತು ಆಫರ್‌ಗಳ ಸುದ್ದಿಯನ್ನು ನಿಮಗೆ ಕಳುಹಿಸಬಹುದು. ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಾವು ಎಂದಿಗೂ ' +
      'ಮಾರುವುದಿಲ್ಲ. ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಲ್ಲಿಸಬಹುದು, ಬೇಡ ಎಂದರೆ ನಿಮ್ಮ ಮಗುವಿನ ಆರೈಕೆಯಲ್ಲಿ ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.',
    'CCTV.v1.title': 'ತರಗತಿಯ ಕ್ಯಾಮೆರಾ ನೋಡುವುದು',
    'CCTV.v1.text':
      'ಒಪ್ಪುವ ಪೋಷಕರು ತರಗತಿಯ ಕ್ಯಾಮೆರಾವನ್ನು ನೇರವಾಗಿ ನೋಡಬಹುದು, ಹೀಗಾಗಿ ಇತರ ಪೋಷಕರೂ ನಿಮ್ಮ ಮಗುವನ್ನು ಅದರಲ್ಲಿ ನೋಡಬಹುದು. ' +
      'ರೆಕಾರ್ಡಿಂಗ್‌ಗಳು ಸುರಕ್ಷತೆಗಾಗಿ ಮಾತ್ರ 30 ದಿನ ಕೇಂದ್ರದಲ್ಲಿ ಇರುತ್ತವೆ. ನೀವು ಬೇಡ ಎಂದರೆ ಕ್ಯಾಮೆರಾ ನೋಡಲು ಆಗುವುದಿಲ್ಲ.',
  },
  ta: {
    'CARE_MEDIA.v1.title': 'உங்கள் குழந்தையின் நாளின் புகைப்படங்கள், வீடியோக்கள்',
    'CARE_MEDIA.v1.text':
      'ஆசிரியர்கள் பகலில் உங்கள் குழந்தையின் புகைப்படங்களையும் சிறிய வீடியோக்களையும் (உணவு, விளையாட்டு, தூக்கம், ' +
      'செயல்பாடுகள்) எடுத்து, இந்த ஆப்பில் உங்கள் குடும்பத்துடன் மட்டும் பகிர்கிறார்கள். உங்கள் குழந்தை எங்களிடம் ' +
      'படிக்கும் ' +
      'வரை இவை வைக்கப்படும், பள்ளியை விட்ட ஒரு வருடம் கழித்து அழிக்கப்படும். எப்போது வேண்டுமானாலும் இதை நிறுத்தலாம்.',
    'SHARED_PHOTOS.v1.title': 'வகுப்பு, நிகழ்ச்சி புகைப்படங்களில் உங்கள் குழந்தை',
    'SHARED_PHOTOS.v1.text':
      'வகுப்பின் மற்ற குடும்பங்கள் கேலரியில் பார்க்கும் வகுப்பு, நிகழ்ச்சி புகைப்படங்களில் உங்கள் குழந்தை ' +
      'இருக்கலாம். நீங்கள் ' +
      'வேண்டாம் என்றால் அல்லது பின்னர் நிறுத்தினால், உங்கள் குழந்தை உள்ள புகைப்படங்கள் மற்ற குடும்பங்களுக்கு உடனே ' +
      'மறையும்; ' +
      'நீங்கள் அவற்றைப் பார்க்கலாம்.',
    'MESSAGES.v1.title': 'செய்திகள், நினைவூட்டல்கள்',
    'MESSAGES.v1.text':
      'உங்கள் குழந்தை பற்றிய செய்திகளையும் நினைவூட்டல்களையும் (வருகை, கட்டணம், நிகழ்ச்சிகள், அறிவிப்புகள்) SMS, ' +
      'மின்னஞ்சல், ' +
      'WhatsApp, ஆப் அறிவிப்புகள் மூலம் பதிவில் உள்ள மொபைல், மின்னஞ்சலுக்கு அனுப்புகிறோம். எப்போது வேண்டுமானாலும் ' +
      'நிறுத்தலாம்; மையத்திலிருந்து வரும் அவசர பாதுகாப்பு அழைப்புகள் நிற்காது.',
    'MARKETING.v1.title': 'பள்ளி வலையமைப்பின் சலுகைகள், செய்திகள்',
    'MARKETING.v1.text':
      'எங்கள் வலையமைப்பின் நிகழ்ச்சிகள், முகாம்கள், சலுகைகள் பற்றிய செய்திகளை அனுப்பலாம். உங்கள் விவரங்களை ' +
      'நாங்கள் ஒருபோதும் ' +
      'விற்பதில்லை. எப்போது வேண்டுமானாலும் நிறுத்தலாம்; வேண்டாம் என்றால் உங்கள் குழந்தையின் பராமரிப்பில் எதுவும் ' +
      'மாறாது.',
    'CCTV.v1.title': 'வகுப்பறை கேமராவைப் பார்ப்பது',
    'CCTV.v1.text':
      'ஒப்புக்கொள்ளும் பெற்றோர் வகுப்பறை கேமராவை நேரலையில் பார்க்கலாம், எனவே மற்ற பெற்றோரும் உங்கள் குழந்தையை ' +
      'அதில் ' +
      'பார்க்கலாம். பதிவுகள் பாதுகாப்புக்காக மட்டும் 30 நாட்கள் மையத்தில் இருக்கும். வேண்டாம் என்றால் கேமராவைப் ' +
      'பார்க்க முடியாது.',
  },
});

/** The notice of a purpose in force, in the language asked (English where a language lacks it). */
export function noticeOf(purpose: ConsentPurpose, language: Language | null | undefined) {
  const version = NOTICE_VERSIONS[purpose];
  const key = `${purpose}.v${version}` as const;
  return {
    version,
    title: notices(language, `${key}.title` as Parameters<typeof notices>[1]),
    text: notices(language, `${key}.text` as Parameters<typeof notices>[1]),
  };
}

/** The SMS with the code that verifies a parent's decision. */
export const codeMessage = defineMessages({
  en: { body: '{code} is your code to confirm your consent choice for {child}. It is valid for {minutes} minutes.' },
  hi: { body: '{child} के लिए आपकी सहमति की पुष्टि का कोड {code} है। यह {minutes} मिनट तक मान्य है।' },
  kn: { body: '{child} ಅವರ ಒಪ್ಪಿಗೆಯ ಆಯ್ಕೆಯನ್ನು ದೃಢೀಕರಿಸಲು ನಿಮ್ಮ ಕೋಡ್ {code}. ಇದು {minutes} ನಿಮಿಷ ಮಾನ್ಯ.' },
  ta: {
    // prettier-ignore
    body:
      '{child} அவர்களுக்கான உங்கள் ஒப்புதல் தேர்வை உறுதிப்படுத்தும் குறியீடு {code}. ' +
      'இது {minutes} நிமிடங்கள் செல்லும்.',
  },
});
