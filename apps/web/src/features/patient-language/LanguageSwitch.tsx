import { Button, Group } from '@mantine/core';
import { patientPageTexts, type PatientLanguage } from '@paperless/core';
import { useFrameT, usePatientLanguage } from './context';

/** Each language in its own name, so a patient finds theirs whatever the page shows. */
const CHOICES: readonly (readonly [PatientLanguage, string])[] = [
  ['en', 'English'],
  ['es', 'Español'],
];

/**
 * English / Español on a patient's page: two toggle buttons in a named group, each marked with
 * its language so a screen reader says it right. Nothing outside a patient's page (no provider).
 */
export function LanguageSwitch() {
  const state = usePatientLanguage();
  // Part of the frame: drawn before the rest of the language is in.
  const t = useFrameT();
  if (!state) return null;
  return (
    <Group role="group" aria-label={t(patientPageTexts.languageSwitch)} gap={0} justify="flex-end">
      {CHOICES.map(([language, name]) => {
        const shown = state.language === language;
        return (
          <Button
            key={language}
            lang={language}
            size="compact-sm"
            variant={shown ? 'light' : 'subtle'}
            aria-pressed={shown}
            onClick={() => !shown && state.choose(language)}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}
