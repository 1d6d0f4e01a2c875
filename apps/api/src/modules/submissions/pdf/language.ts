import {
  DEFAULT_PATIENT_LANGUAGE,
  getTemplate,
  localizeTemplate,
  localizeText,
  tailoredTemplate,
  type PatientLanguage,
} from '@paperless/core';
import type { SubmittedForm } from './form-model.js';

/**
 * Issue 21: a form filled in another language prints what the patient read (questions, section
 * titles, options, notices) in it, and the answers as typed. The page's frame (patient, dates,
 * footers) and the Signature Certificate stay English: they are the clinic's record, and the
 * header says which language the patient saw.
 */

/** Each language's name in English, for the clinic's record ("Language: Spanish (es)"). */
const ENGLISH_NAMES: Record<PatientLanguage, string> = { en: 'English', es: 'Spanish' };

/** The PDF's /Lang: the language most of its text is in. */
const PDF_LANGS: Record<PatientLanguage, string> = { en: 'en-US', es: 'es-US' };

export const pdfLanguageTag = (lang: PatientLanguage): string => PDF_LANGS[lang];

export const isTranslated = (lang: PatientLanguage): boolean => lang !== DEFAULT_PATIENT_LANGUAGE;

/** The header's line; none for English, whose PDF is as it always was. */
export function languageLine(lang: PatientLanguage): string | undefined {
  return isTranslated(lang) ? `Language: ${ENGLISH_NAMES[lang]} (${lang})` : undefined;
}

/** The certificate's row: the language of the pages the patient filled and signed. */
export function languageShown(lang: PatientLanguage): string {
  return ENGLISH_NAMES[lang];
}

/**
 * The form as the patient saw it in `lang`. A template is translated first and the clinic's
 * tailoring applied after (core's localizeTemplate says why): the clinic's own wording (its
 * notice, its added questions) stays as written, and a title the clinic kept from the template
 * is translated. A clinic's own form is its own wording and prints as it is.
 */
export function formAsShown(form: SubmittedForm, lang: PatientLanguage): SubmittedForm {
  if (!isTranslated(lang) || form.kind !== 'template') return form;
  const base = form.tailoring ? getTemplate(form.template.id) : form.template;
  if (!base) return form;
  const localized = localizeTemplate(base, lang);
  const template = form.tailoring ? tailoredTemplate(localized, form.tailoring) : localized;
  return {
    ...form,
    template: { ...template, title: localizeText(template.title, lang) },
  };
}

/** A text of the form's body (a heading the renderer adds) in the patient's language. */
export const bodyText = (text: string, lang: PatientLanguage): string =>
  isTranslated(lang) ? localizeText(text, lang) : text;
