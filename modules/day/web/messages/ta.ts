import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  summary: {
    atCentre: 'மையத்தில்',
    came: 'வந்தது {time}',
    left: 'கிளம்பியது {time}',
    meals: 'உணவு',
    meal: '{meal, select, BREAKFAST {காலை உணவு} SNACK {சிற்றுண்டி} LUNCH {மதிய உணவு} other {உணவு}}',
    portion:
      '{portion, select, ALL {முழுவதும் சாப்பிட்டது} MOST {பெரும்பாலும் சாப்பிட்டது} SOME {கொஞ்சம் சாப்பிட்டது} ' +
      'NONE {சாப்பிடவில்லை} other {}}',
    sleep: 'தூக்கம்',
    naps: '{naps} முறை, மொத்தம் {time}',
    hours: '{h} மணி',
    minutes: '{m} நிமி',
    hoursMinutes: '{h} மணி {m} நிமி',
    bottles: 'பாட்டில் பால்',
    bottlesText: '{count} (மொத்தம் {ml} ml)',
    toilet: 'கழிவறை',
    toiletCount: '{count} முறை {kind, select, WET {ஈரம்} DRY {உலர்} BM {மலம்} other {}}',
    mood: 'மனநிலை',
    moodText: '{mood, select, HAPPY {மகிழ்ச்சி} CALM {அமைதி} TIRED {சோர்வு} UPSET {வருத்தம்} other {}}',
    photos: 'படங்கள்',
    photosText: '{count, plural, one {# படம் அல்லது வீடியோ} other {# படங்கள் அல்லது வீடியோக்கள்}}',
    activities: 'செயல்பாடுகள்',
    heading: '{child} – இன்றைய நாள், {day}',
    nothing: 'இன்று எதுவும் பதிவாகவில்லை.',
  },
  today: {
    title: 'இன்று',
    child: 'குழந்தை',
    noChild: 'குழந்தை இணைக்கப்படவில்லை',
    noChildText: 'உங்கள் கணக்கு இன்னும் எந்த மையத்தின் குழந்தையுடனும் இணைக்கப்படவில்லை.',
    notIn: 'இன்னும் வரவில்லை',
    notInText: '{child} இன்று இன்னும் மையத்திற்கு வரவில்லை.',
    soFar: 'இதுவரை இன்று',
    inShort: 'இன்றைய நாள் சுருக்கமாக',
  },
  entry: {
    arrived: 'வந்தது',
    wentHome: 'வீட்டுக்குச் சென்றது',
    kind:
      '{kind, select, NAP_START {தூங்கத் தொடங்கியது} NAP_END {தூங்கி எழுந்தது} BOTTLE {பாட்டில் பால்} ' +
      'TOILET {கழிவறை} MOOD {மனநிலை} ACTIVITY {செயல்பாடு} PHOTO {படம் அல்லது வீடியோ} NOTE {குறிப்பு} other {உணவு}}',
    by:
      '{method, select, KIOSK_QR {கியோஸ்க் QR குறியீடு மூலம்} KIOSK_PIN {கியோஸ்க் ' +
      'PIN மூலம்} ROSTER {வகுப்புப் பட்டியல் மூலம்} other {{method}}}',
    with: '{name} உடன்',
    toilet: '{toilet, select, WET {ஈரம்} DRY {உலர்} BM {மலம்} other {{toilet}}}',
  },
  status: {
    collected: '{time} அழைத்துச் சென்றனர்',
    inSince: '{time} முதல் மையத்தில்',
    notIn: 'இன்னும் வரவில்லை',
    collectedBy: '{name} அழைத்துச் சென்றார்',
  },
  checkIn: {
    title: 'செக் இன்',
    checking: 'செக் இன் ஆகிறது…',
    done: '{count, plural, one {{names} செக் இன் ஆனது.} other {{names} செக் இன் ஆனார்கள்.}} இனிய நாளாகட்டும்!',
    how:
      'மையத்தின் வாசலில் கியோஸ்க் திரையில் உள்ள குறியீட்டை உங்கள் போன் கேமராவால் ஸ்கேன் செய்யுங்கள், அல்லது ' +
      'கியோஸ்கில் உங்கள் மொபைல் எண்ணையும் குடும்ப PIN-ஐயும் உள்ளிடுங்கள்.',
    pinSaved: 'குடும்ப PIN சேமிக்கப்பட்டது',
    pinSavedText: 'கியோஸ்கில் இதை உங்கள் மொபைல் எண்ணுடன் பயன்படுத்துங்கள்.',
    changePin: 'குடும்ப PIN-ஐ மாற்றுங்கள்',
    setPin: 'குடும்ப PIN அமையுங்கள்',
    newPin: 'புதிய PIN',
    onceMore: 'மீண்டும் ஒருமுறை',
    savePin: 'PIN-ஐ சேமி',
  },
};
