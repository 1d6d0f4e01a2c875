import i18next, { type i18n } from 'i18next';
import { CATALOGUES, type Catalogue } from './catalogues/index.js';
import { DEFAULT_PATIENT_LANGUAGE, type PatientLanguage } from './languages.js';
import { messagePatterns } from './message-patterns.js';
import { matchPattern, type ParamKind } from './pattern.js';

/**
 * Keys are the English texts themselves (gettext style: keySeparator and nsSeparator off, as
 * English texts hold dots and colons). Why: English stays written once, in the module that
 * uses it, and a catalogue entry is bound to the exact wording it translates; when the English
 * changes, its old translation becomes a stale key the catalogue test reports instead of a
 * translation that silently says something else. A key may carry an i18next context
 * (`Other_race`) where one English word needs two translations. English has no catalogue: a
 * text in the source language is returned as it is.
 */
const instances = new Map<PatientLanguage, i18n>();

function catalogueOf(lang: PatientLanguage): Catalogue | undefined {
  return lang === DEFAULT_PATIENT_LANGUAGE ? undefined : CATALOGUES[lang];
}

/** One i18next instance per language, initialised synchronously; the global one is never used. */
function instanceFor(lang: PatientLanguage): i18n {
  let instance = instances.get(lang);
  if (instance) return instance;
  const catalogue = catalogueOf(lang);
  instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    // Texts are rendered by React or printed into a PDF, never inserted as HTML.
    interpolation: { escapeValue: false },
    resources: catalogue
      ? { [lang]: { translation: catalogue.texts, legal: catalogue.legal } }
      : {},
  });
  instances.set(lang, instance);
  return instance;
}

/** What a text became, and the catalogue keys that made it (the catalogue test reads them). */
export interface Translation {
  text: string;
  keys: string[];
  /** False when the language has a catalogue and nothing in it covers the text. */
  known: boolean;
}

const upperFirst = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function exact(instance: i18n, text: string, context?: string): Translation | undefined {
  if (context !== undefined && instance.exists(text, { context })) {
    const withContext = `${text}_${context}`;
    const keys = instance.exists(withContext) ? [withContext] : [text];
    return { text: instance.t(text, { context }), keys, known: true };
  }
  if (instance.exists(text)) return { text: instance.t(text), keys: [text], known: true };
  return undefined;
}

function param(instance: i18n, locale: string, kind: ParamKind, value: string): Translation {
  if (kind === 'literal') return { text: value, keys: [], known: true };
  if (kind === 'number') {
    const n = Number(value.replace(/,/g, ''));
    return { text: n.toLocaleString(locale), keys: [], known: true };
  }
  if (typeof kind === 'object' && 'fallback' in kind) {
    if (value !== kind.fallback) return { text: value, keys: [], known: true };
    return exact(instance, value) ?? { text: value, keys: [], known: false };
  }
  if (typeof kind === 'object') {
    // An option label the source lowercased: translate the label, then lowercase it alike.
    const label = kind.option.find((o) => o.toLowerCase() === value);
    const found = label === undefined ? undefined : exact(instance, label, kind.context);
    if (found) return { ...found, text: found.text.toLocaleLowerCase(locale) };
  }
  return exact(instance, value) ?? { text: value, keys: [], known: false };
}

/**
 * A text in `lang`, with its keys. `context` is the field an option belongs to. Unknown texts
 * come back in English: a clinic's own wording, or a text added without its translation.
 */
export function translation(text: string, lang: PatientLanguage, context?: string): Translation {
  const catalogue = catalogueOf(lang);
  if (!catalogue) return { text, keys: [], known: true };
  const instance = instanceFor(lang);
  const found = exact(instance, text, context);
  if (found) return found;
  const match = matchPattern(messagePatterns(), text);
  if (!match || !instance.exists(match.pattern.key)) return { text, keys: [], known: false };
  const keys: string[] = [match.pattern.key];
  let known = true;
  const values: Record<string, string> = {};
  for (const { name, kind } of match.pattern.params) {
    const translated = param(instance, catalogue.locale, kind, match.values[name]!);
    values[name] = translated.text;
    keys.push(...translated.keys);
    known &&= translated.known;
  }
  // A param that opens a sentence ("esta afección: ...") is capitalised like the sentence.
  const translated = upperFirst(instance.t(match.pattern.key, values), catalogue.locale);
  return { text: translated, keys, known };
}

/** A patient-facing text in `lang`; English when the catalogue has no translation for it. */
export function localizeText(text: string, lang: PatientLanguage, context?: string): string {
  return translation(text, lang, context).text;
}

/**
 * The sentence a translated legal text ends with, saying the English version governs; none for
 * English itself.
 */
export function governingVersionNotice(lang: PatientLanguage): string | undefined {
  if (!catalogueOf(lang)) return undefined;
  const instance = instanceFor(lang);
  return instance.exists('governingVersion', { ns: 'legal' })
    ? instance.t('governingVersion', { ns: 'legal' })
    : undefined;
}
