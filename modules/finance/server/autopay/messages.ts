import { defineMessages } from '@portal/kit';

/**
 * What AutoPay and the fee reminders tell a child's parents (email, SMS, push), in the language on each parent's
 * account: the mandate switched on, the notice before each debit, the debit, a failed debit, a reminder.
 */
export const feeMessage = defineMessages({
  en: {
    activeSubject: 'AutoPay is on for {child}',
    activeBody:
      'AutoPay is on for {child}’s {plan}: each installment up to {cap} will be debited on its due date. ' +
      'You will be told at least a day before each debit, and can skip one or cancel AutoPay in the portal.',
    noticeSubject: 'AutoPay on {date}: {amount} for {child}',
    noticeBody:
      '{amount} for {child}’s {installment} ({head}) will be debited by AutoPay on {date}. ' +
      'To skip this one or cancel AutoPay, open Fee account in the portal before then.',
    debitedSubject: 'AutoPay paid {amount} for {child}',
    debitedBody: '{amount} for {child}’s {installment} ({head}) was debited by AutoPay. Receipt {receipt}.',
    failedSubject: 'AutoPay could not pay {amount} for {child}',
    failedRetryBody:
      'AutoPay could not debit {amount} for {child}’s {installment}: {reason}. It will try again on {date}.',
    failedFinalBody:
      'AutoPay could not debit {amount} for {child}’s {installment}: {reason}. It will not try again: ' +
      'please pay it in the portal (Fee account) or at the centre.',
    reminderSubject: 'Fee reminder for {child}',
    reminderBefore:
      '{amount} for {child}’s {installment} ({head}) is due on {date}. Please pay it in the portal (Fee account) ' +
      'or at the centre.',
    reminderToday:
      '{amount} for {child}’s {installment} ({head}) is due today. Please pay it in the portal (Fee account) ' +
      'or at the centre.',
    reminderOverdue:
      '{amount} for {child}’s {installment} ({head}) was due on {date} and is still unpaid. Please pay it in the ' +
      'portal (Fee account) or at the centre.',
  },
  hi: {
    activeSubject: '{child} के लिए ऑटोपे चालू है',
    activeBody:
      '{child} के {plan} के लिए ऑटोपे चालू है: हर किस्त, {cap} तक, अपनी तारीख़ पर कटेगी। ' +
      'हर कटौती से कम से कम एक दिन पहले आपको बताया जाएगा, ' +
      'और आप पोर्टल में कोई किस्त छोड़ सकते हैं या ऑटोपे बंद कर सकते हैं।',
    noticeSubject: '{date} को ऑटोपे: {child} के लिए {amount}',
    noticeBody:
      '{child} की {installment} ({head}) के {amount} ऑटोपे से {date} को कटेंगे। ' +
      'इसे छोड़ने या ऑटोपे बंद करने के लिए उससे पहले पोर्टल में फ़ीस खाता खोलें।',
    debitedSubject: 'ऑटोपे ने {child} के लिए {amount} चुकाए',
    debitedBody: '{child} की {installment} ({head}) के {amount} ऑटोपे से कट गए। रसीद {receipt}।',
    failedSubject: 'ऑटोपे {child} के लिए {amount} नहीं काट सका',
    failedRetryBody: 'ऑटोपे {child} की {installment} के {amount} नहीं काट सका: {reason}। {date} को फिर कोशिश होगी।',
    failedFinalBody:
      'ऑटोपे {child} की {installment} के {amount} नहीं काट सका: {reason}। अब फिर कोशिश नहीं होगी: ' +
      'कृपया पोर्टल (फ़ीस खाता) में या सेंटर पर भुगतान करें।',
    reminderSubject: '{child} की फ़ीस की याद',
    reminderBefore:
      '{child} की {installment} ({head}) के {amount} {date} तक जमा करने हैं। कृपया पोर्टल (फ़ीस खाता) में या ' +
      'सेंटर पर भुगतान करें।',
    // prettier-ignore
    reminderToday:
      '{child} की {installment} ({head}) के {amount} आज जमा करने हैं। ' +
      'कृपया पोर्टल (फ़ीस खाता) में या सेंटर पर भुगतान करें।',
    reminderOverdue:
      '{child} की {installment} ({head}) के {amount} {date} तक जमा करने थे और अभी बाकी हैं। कृपया पोर्टल ' +
      '(फ़ीस खाता) में या सेंटर पर भुगतान करें।',
  },
  kn: {
    activeSubject: '{child} ಅವರಿಗೆ ಆಟೋಪೇ ಆನ್ ಆಗಿದೆ',
    activeBody:
      '{child} ಅವರ {plan} ಗೆ ಆಟೋಪೇ ಆನ್ ಆಗಿದೆ: ಪ್ರತಿ ಕಂತು, {cap} ವರೆಗೆ, ಅದರ ದಿನಾಂಕದಂದು ಕಡಿತವಾಗುತ್ತದೆ. ' +
      'ಪ್ರತಿ ಕಡಿತಕ್ಕೆ ಕನಿಷ್ಠ ಒಂದು ದಿನ ಮೊದಲು ತಿಳಿಸಲಾಗುತ್ತದೆ; ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಒಂದನ್ನು ಬಿಡಬಹುದು ಅಥವಾ ಆಟೋಪೇ ರದ್ದುಮಾಡಬಹುದು.',
    noticeSubject: '{date} ರಂದು ಆಟೋಪೇ: {child} ಅವರಿಗೆ {amount}',
    noticeBody:
      '{child} ಅವರ {installment} ({head}) ನ {amount} ಆಟೋಪೇ ಮೂಲಕ {date} ರಂದು ಕಡಿತವಾಗುತ್ತದೆ. ' +
      'ಇದನ್ನು ಬಿಡಲು ಅಥವಾ ಆಟೋಪೇ ರದ್ದುಮಾಡಲು ಅದಕ್ಕೂ ಮೊದಲು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಶುಲ್ಕ ಖಾತೆ ತೆರೆಯಿರಿ.',
    debitedSubject: 'ಆಟೋಪೇ {child} ಅವರಿಗೆ {amount} ಪಾವತಿಸಿದೆ',
    debitedBody: '{child} ಅವರ {installment} ({head}) ನ {amount} ಆಟೋಪೇ ಮೂಲಕ ಕಡಿತವಾಗಿದೆ. ರಶೀದಿ {receipt}.',
    failedSubject: 'ಆಟೋಪೇ {child} ಅವರಿಗೆ {amount} ಕಡಿತಗೊಳಿಸಲಾಗಲಿಲ್ಲ',
    // prettier-ignore
    failedRetryBody:
      'ಆಟೋಪೇ {child} ಅವರ {installment} ನ {amount} ಕಡಿತಗೊಳಿಸಲಾಗಲಿಲ್ಲ: {reason}. {date} ರಂದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲಾಗುತ್ತದೆ.',
    failedFinalBody:
      'ಆಟೋಪೇ {child} ಅವರ {installment} ನ {amount} ಕಡಿತಗೊಳಿಸಲಾಗಲಿಲ್ಲ: {reason}. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸುವುದಿಲ್ಲ: ' +
      'ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ (ಶುಲ್ಕ ಖಾತೆ) ಅಥವಾ ಕೇಂದ್ರದಲ್ಲಿ ಪಾವತಿಸಿ.',
    reminderSubject: '{child} ಅವರ ಶುಲ್ಕದ ನೆನಪು',
    reminderBefore:
      '{child} ಅವರ {installment} ({head}) ನ {amount} {date} ರಂದು ಪಾವತಿಸಬೇಕು. ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ (ಶುಲ್ಕ ಖಾತೆ) ' +
      'ಅಥವಾ ಕೇಂದ್ರದಲ್ಲಿ ಪಾವತಿಸಿ.',
    // prettier-ignore
    reminderToday:
      '{child} ಅವರ {installment} ({head}) ನ {amount} ಇಂದು ಪಾವತಿಸಬೇಕು. ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ (ಶುಲ್ಕ ಖಾತೆ) ಅಥವಾ ' +
      'ಕೇಂದ್ರದಲ್ಲಿ ಪಾವತಿಸಿ.',
    reminderOverdue:
      '{child} ಅವರ {installment} ({head}) ನ {amount} {date} ರಂದು ಪಾವತಿಸಬೇಕಿತ್ತು, ಇನ್ನೂ ಬಾಕಿ ಇದೆ. ದಯವಿಟ್ಟು ' +
      'ಪೋರ್ಟಲ್‌ನಲ್ಲಿ (ಶುಲ್ಕ ಖಾತೆ) ಅಥವಾ ಕೇಂದ್ರದಲ್ಲಿ ಪಾವತಿಸಿ.',
  },
  ta: {
    activeSubject: '{child} க்கு ஆட்டோபே இயக்கத்தில் உள்ளது',
    activeBody:
      '{child} இன் {plan} க்கு ஆட்டோபே இயக்கத்தில் உள்ளது: ' +
      'ஒவ்வொரு தவணையும், {cap} வரை, அதன் தேதியில் பிடிக்கப்படும். ' +
      'ஒவ்வொரு பிடித்தத்திற்கும் குறைந்தது ஒரு நாள் முன் தெரிவிக்கப்படும்; ' +
      'போர்ட்டலில் ஒன்றைத் தவிர்க்கலாம் அல்லது ஆட்டோபேயை ரத்து செய்யலாம்.',
    noticeSubject: '{date} அன்று ஆட்டோபே: {child} க்கு {amount}',
    noticeBody:
      '{child} இன் {installment} ({head}) க்கான {amount} ஆட்டோபே மூலம் {date} அன்று பிடிக்கப்படும். ' +
      'இதைத் தவிர்க்க அல்லது ஆட்டோபேயை ரத்து செய்ய அதற்கு முன் போர்ட்டலில் கட்டணக் கணக்கைத் திறக்கவும்.',
    debitedSubject: 'ஆட்டோபே {child} க்கு {amount} செலுத்தியது',
    debitedBody: '{child} இன் {installment} ({head}) க்கான {amount} ஆட்டோபே மூலம் பிடிக்கப்பட்டது. ரசீது {receipt}.',
    failedSubject: 'ஆட்டோபே {child} க்கு {amount} பிடிக்க முடியவில்லை',
    failedRetryBody:
      'ஆட்டோபே {child} இன் {installment} க்கான {amount} பிடிக்க முடியவில்லை: {reason}. {date} அன்று மீண்டும் முயலும்.',
    failedFinalBody:
      'ஆட்டோபே {child} இன் {installment} க்கான {amount} பிடிக்க முடியவில்லை: {reason}. மீண்டும் முயலாது: ' +
      'தயவுசெய்து போர்ட்டலில் (கட்டணக் கணக்கு) அல்லது மையத்தில் செலுத்தவும்.',
    reminderSubject: '{child} இன் கட்டண நினைவூட்டல்',
    reminderBefore:
      '{child} இன் {installment} ({head}) க்கான {amount} {date} அன்று செலுத்த வேண்டும். தயவுசெய்து போர்ட்டலில் ' +
      '(கட்டணக் கணக்கு) அல்லது மையத்தில் செலுத்தவும்.',
    reminderToday:
      '{child} இன் {installment} ({head}) க்கான {amount} இன்று செலுத்த வேண்டும். தயவுசெய்து போர்ட்டலில் ' +
      '(கட்டணக் கணக்கு) அல்லது மையத்தில் செலுத்தவும்.',
    reminderOverdue:
      '{child} இன் {installment} ({head}) க்கான {amount} {date} அன்று செலுத்த வேண்டியது, இன்னும் நிலுவையில் உள்ளது. ' +
      'தயவுசெய்து போர்ட்டலில் (கட்டணக் கணக்கு) அல்லது மையத்தில் செலுத்தவும்.',
  },
});

export type FeeMessageKey = Parameters<typeof feeMessage>[1];
