import {
  NOTICE_PLACEHOLDERS,
  fillNotice,
  type PracticeFacts,
} from '../templates/practice-notice.js';
import type { FormTemplate, TemplateField } from '../templates/types.js';
import type { PatientLanguage } from './languages.js';
import { governingVersionNotice, localizeText } from './translate.js';

/**
 * A placeholder whose fact the practice lacks gets the translated fallback now; the others stay
 * for fillNotice, which fills them with the practice's own facts (a name is not translated).
 * Whether a fact is missing is asked of fillNotice itself, so the rule is written once.
 */
function withLocalFallbacks(text: string, facts: PracticeFacts, lang: PatientLanguage): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(NOTICE_PLACEHOLDERS, name)) return whole;
    const { fallback } = NOTICE_PLACEHOLDERS[name as keyof typeof NOTICE_PLACEHOLDERS];
    return fillNotice(whole, facts) === fallback ? localizeText(fallback, lang) : whole;
  });
}

function localizeField(field: TemplateField, lang: PatientLanguage): TemplateField {
  return {
    ...field,
    label: localizeText(field.label, lang),
    // Only the label a patient reads changes: answers are stored by the option's value.
    ...(field.options && {
      options: field.options.map((o) => ({ ...o, label: localizeText(o.label, lang, field.name) })),
    }),
  };
}

/**
 * The template as a patient reading `lang` sees it: title, sections, labels, option labels and
 * notice translated, every other property (ids, names, types, values, conditions, validator)
 * the source's. A translated notice ends with the sentence saying the English version governs.
 * English returns the source itself. A clinic's own wording (a customized notice, added
 * questions) is not in a catalogue and stays as written: localize the built-in template first,
 * then apply the clinic's customization to it.
 */
export function localizeTemplate(template: FormTemplate, lang: PatientLanguage): FormTemplate {
  const governing = governingVersionNotice(lang);
  if (governing === undefined) return template;
  const sections = template.sections.map((section) => ({
    title: localizeText(section.title, lang),
    fields: section.fields.map((f) => localizeField(f, lang)),
  }));
  const legalTextFor = template.legalTextFor;
  return {
    ...template,
    title: localizeText(template.title, lang),
    sections,
    fields: template.fields.map((f) => localizeField(f, lang)),
    ...(template.signatureBlock && {
      signatureBlock: {
        title: localizeText(template.signatureBlock.title, lang),
        fields: template.signatureBlock.fields.map((f) => localizeField(f, lang)),
      },
    }),
    legalText: [...template.legalText.map((p) => localizeText(p, lang)), governing],
    ...(legalTextFor && {
      legalTextFor: (facts: PracticeFacts) => [
        ...legalTextFor(facts).map((p) => withLocalFallbacks(localizeText(p, lang), facts, lang)),
        governing,
      ],
    }),
  };
}
