import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/core';
import { t, useLanguage } from '@portal/ui';

const choices = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The four languages, each named in its own script. The browser's own select: the phone's native picker, and
 * none of the combobox's weight in the sign-in screen's first download.
 */
export function LanguageSelect({
  onChoose,
  ...props
}: { onChoose(language: Language): void } & Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>) {
  const language = useLanguage();
  return (
    <NativeSelect
      label={t('language.label')}
      data={choices}
      value={language}
      onChange={(e) => {
        const chosen = e.currentTarget.value;
        if (isLanguage(chosen) && chosen !== language) onChoose(chosen);
      }}
      data-testid="language-select"
      {...props}
    />
  );
}
