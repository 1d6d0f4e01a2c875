import { isPatientLanguage, type PatientLanguage } from '@paperless/core';

/**
 * The patient's switch is kept for the tab, not per link: a reload keeps it, and a patient who
 * chose Spanish on the hand-off page reads the link it opens in Spanish too. The kiosk clears
 * the tab's storage between patients, so one patient's choice never reaches the next.
 */
const KEY = 'paperless.patient-language';

/** The language the patient switched to in this tab, if they did. */
export function rememberedChoice(): PatientLanguage | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    return isPatientLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberChoice(language: PatientLanguage): void {
  try {
    sessionStorage.setItem(KEY, language);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
}

/** Whether the browser's first preferred language is Spanish (es, es-US, es-MX...). */
export function browserPrefersSpanish(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return /^es\b/i.test(first);
}

/**
 * What the page shows: the patient's choice; else the link's language, except an English link in
 * a browser that asks for Spanish first; with no link to follow, the browser's preference.
 */
export function shownLanguage(
  choice: PatientLanguage | undefined,
  linkLanguage: PatientLanguage | null | undefined,
): PatientLanguage {
  if (choice) return choice;
  if (linkLanguage === 'es') return 'es';
  return browserPrefersSpanish() ? 'es' : 'en';
}
