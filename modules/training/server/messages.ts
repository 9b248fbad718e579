import { defineMessages } from '@portal/kit';

/**
 * What trainings tell people on their phones, in the language on each account: the invitation, and the
 * reminders at the times of the spec's notices (its English titles kept word for word).
 */
export const trainingMessage = defineMessages({
  en: {
    invitedTitle: 'Training invitation: {training}',
    invitedBody: 'On {date} at {time}. Please accept or decline the invitation in the portal.',
    scheduledTitle: 'Training Scheduled At {time}, {date}',
    scheduledPending: '{training}: please accept or decline the invitation.',
    scheduledAccepted: '{training}: the meeting opens 15 minutes before the start.',
    startsTitle: 'Training Starts At {time}, {date}',
    startsBody: '{training}: the meeting is open. Join it from the portal.',
    endedTitle: 'Training Ended At {time}, {date}',
    endedBody: '{training}: please share your feedback.',
  },
  hi: {
    invitedTitle: 'प्रशिक्षण का निमंत्रण: {training}',
    invitedBody: '{date} को {time} बजे। कृपया पोर्टल में निमंत्रण स्वीकार या अस्वीकार करें।',
    scheduledTitle: 'प्रशिक्षण {date} को {time} बजे निर्धारित है',
    scheduledPending: '{training}: कृपया निमंत्रण स्वीकार या अस्वीकार करें।',
    scheduledAccepted: '{training}: मीटिंग शुरू होने से 15 मिनट पहले खुलेगी।',
    startsTitle: 'प्रशिक्षण {date} को {time} बजे शुरू हो रहा है',
    startsBody: '{training}: मीटिंग खुली है। पोर्टल से जुड़ें।',
    endedTitle: 'प्रशिक्षण {date} को {time} बजे समाप्त हुआ',
    endedBody: '{training}: कृपया अपनी प्रतिक्रिया दें।',
  },
  kn: {
    invitedTitle: 'ತರಬೇತಿಯ ಆಹ್ವಾನ: {training}',
    invitedBody: '{date} ರಂದು {time} ಕ್ಕೆ. ದಯವಿಟ್ಟು ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಆಹ್ವಾನವನ್ನು ಒಪ್ಪಿ ಅಥವಾ ನಿರಾಕರಿಸಿ.',
    scheduledTitle: 'ತರಬೇತಿ {date} ರಂದು {time} ಕ್ಕೆ ನಿಗದಿಯಾಗಿದೆ',
    scheduledPending: '{training}: ದಯವಿಟ್ಟು ಆಹ್ವಾನವನ್ನು ಒಪ್ಪಿ ಅಥವಾ ನಿರಾಕರಿಸಿ.',
    scheduledAccepted: '{training}: ಸಭೆ ಆರಂಭಕ್ಕೆ 15 ನಿಮಿಷ ಮೊದಲು ತೆರೆಯುತ್ತದೆ.',
    startsTitle: 'ತರಬೇತಿ {date} ರಂದು {time} ಕ್ಕೆ ಆರಂಭವಾಗುತ್ತದೆ',
    startsBody: '{training}: ಸಭೆ ತೆರೆದಿದೆ. ಪೋರ್ಟಲ್‌ನಿಂದ ಸೇರಿ.',
    endedTitle: 'ತರಬೇತಿ {date} ರಂದು {time} ಕ್ಕೆ ಮುಗಿಯಿತು',
    endedBody: '{training}: ದಯವಿಟ್ಟು ನಿಮ್ಮ ಅಭಿಪ್ರಾಯ ತಿಳಿಸಿ.',
  },
  ta: {
    invitedTitle: 'பயிற்சி அழைப்பு: {training}',
    invitedBody: '{date} அன்று {time} மணிக்கு. போர்ட்டலில் அழைப்பை ஏற்கவும் அல்லது மறுக்கவும்.',
    scheduledTitle: 'பயிற்சி {date} அன்று {time} மணிக்கு',
    scheduledPending: '{training}: அழைப்பை ஏற்கவும் அல்லது மறுக்கவும்.',
    scheduledAccepted: '{training}: தொடங்குவதற்கு 15 நிமிடங்கள் முன் கூட்டம் திறக்கும்.',
    startsTitle: 'பயிற்சி {date} அன்று {time} மணிக்குத் தொடங்குகிறது',
    startsBody: '{training}: கூட்டம் திறந்துள்ளது. போர்ட்டலில் இருந்து சேருங்கள்.',
    endedTitle: 'பயிற்சி {date} அன்று {time} மணிக்கு முடிந்தது',
    endedBody: '{training}: உங்கள் கருத்தைப் பகிருங்கள்.',
  },
});
