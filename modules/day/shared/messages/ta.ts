import type { SummaryWords } from './en.ts';

export const ta: SummaryWords = {
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
    stillAsleep: '{time} முதல் இன்னும் தூங்குகிறது',
    noWakeUp: '{time} முதல் தூக்கம்: எழுந்த நேரம் பதிவாகவில்லை',
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
};
