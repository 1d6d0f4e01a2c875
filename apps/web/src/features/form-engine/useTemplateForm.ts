import type { FieldErrors, FormTemplate, TemplateValues } from '@paperless/core';
import { useCallback, useRef, useState } from 'react';
import { errorsAfterEdit, errorsOnBlur } from './errors';
import { applyTemplateRules } from './rules';
import { useTemplateParts } from './templateParts';

export interface TemplateFormState {
  values: TemplateValues;
  errors: FieldErrors;
  setValue: (name: string, value: unknown) => void;
  /** Checks one input (a field name or a row key such as `surgeries.0.date`). */
  blur: (key: string) => void;
  /** Checks every field; true when the form may be submitted. */
  validateAll: () => boolean;
}

/**
 * One template's answers and messages. The template's validator is the only source of
 * messages; the state rules run on every change so hidden answers are reset at once.
 */
export function useTemplateForm(
  template: FormTemplate,
  initial: TemplateValues,
  onValuesChange?: (values: TemplateValues) => void,
): TemplateFormState {
  // The rules and the list fields of forms 1, 3 and 8 load with them; in before the first values.
  useTemplateParts(template);
  const [values, setValues] = useState(() => applyTemplateRules(template, initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The latest values, so blur right after a change checks what was typed.
  const latest = useRef(values);

  const setValue = useCallback(
    (name: string, value: unknown) => {
      const next = applyTemplateRules(template, { ...latest.current, [name]: value });
      latest.current = next;
      setValues(next);
      setErrors((current) => errorsAfterEdit(current, template.validate(next), name));
      onValuesChange?.(next);
    },
    [template, onValuesChange],
  );

  const blur = useCallback(
    (key: string) => {
      const fresh = template.validate(latest.current);
      setErrors((current) => errorsOnBlur(current, fresh, latest.current, key));
    },
    [template],
  );

  const validateAll = useCallback(() => {
    const fresh = template.validate(latest.current);
    setErrors(fresh);
    return Object.keys(fresh).length === 0;
  }, [template]);

  return { values, errors, setValue, blur, validateAll };
}
