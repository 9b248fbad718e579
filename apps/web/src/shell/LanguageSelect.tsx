import { Select, type SelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/core';
import { t, useLanguage } from '@portal/ui';

const choices = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The four languages, each named in its own script. */
export function LanguageSelect({
  onChoose,
  ...props
}: { onChoose(language: Language): void } & Omit<SelectProps, 'data' | 'value' | 'onChange'>) {
  const language = useLanguage();
  return (
    <Select
      label={t('language.label')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={choices}
      value={language}
      onChange={(v) => isLanguage(v) && v !== language && onChoose(v)}
      allowDeselect={false}
      data-testid="language-select"
      {...props}
    />
  );
}
