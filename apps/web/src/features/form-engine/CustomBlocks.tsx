import { Text, VisuallyHidden } from '@mantine/core';
import {
  asksQuestion,
  patientPageTexts as p,
  visibleBlockNames,
  type CustomFormField,
} from '@paperless/core';
import { useMemo, useState } from 'react';
import { useT, type Translate } from '../patient-language';
import { CustomFieldInput } from './CustomFieldInput';
import { useProgressiveCount } from './useProgressiveCount';

export interface CustomBlocksProps {
  fields: readonly CustomFormField[];
  /** Answers keyed by field name (a template's added questions share the template's answers). */
  values: Record<string, unknown>;
  /** Messages keyed by field name, as validateCustomFormSubmission and the server give them. */
  errors?: Record<string, string[]>;
  onChange?: (name: string, value: unknown) => void;
  readOnly?: boolean;
}

/** What a screen reader hears when an answer brings questions in below it. */
const revealText = (count: number, t: Translate) =>
  count === 0 ? '' : count === 1 ? t(p.moreQuestionBelow) : t(p.moreQuestionsBelow, { count });

/**
 * A clinic's blocks as the patient sees them: every block the answers so far show
 * (conditions.ts), each question with its label, help, required mark and messages. A clinic's
 * own form is these under its title; a customized template asks its added questions with them.
 */
export function CustomBlocks(props: CustomBlocksProps) {
  const { fields, values, errors, onChange, readOnly = false } = props;
  // Re-read on every answer. A hidden block is not drawn at all, so it cannot take focus or be
  // read out; the caller keeps its answer, and it comes back if the patient changes their mind.
  const visible = useMemo(() => visibleBlockNames(fields, values), [fields, values]);
  const [revealed, setRevealed] = useState('');
  const drawn = useProgressiveCount(fields.length);
  // In the patient's language on their page; English in the builder's preview (no provider).
  const t = useT();

  const change = (name: string, value: unknown) => {
    // Questions appear below the one answered (a rule looks only above itself): say so, since
    // a screen reader user would not otherwise know the form grew.
    const next = visibleBlockNames(fields, { ...values, [name]: value });
    const appeared = fields.filter(
      (f) => asksQuestion(f) && next.has(f.name) && !visible.has(f.name),
    ).length;
    setRevealed(revealText(appeared, t));
    onChange?.(name, value);
  };

  return (
    <>
      {fields.length === 0 ? (
        <Text c="gray.7">{t(p.noFieldsYet)}</Text>
      ) : (
        fields.slice(0, drawn).map(
          (field, index) =>
            visible.has(field.name) && (
              <CustomFieldInput
                // The builder's preview draws fields whose names are still being typed (or
                // clash). The index is the block's place in the form, so a block keeps its key
                // (and its input) while others above it hide and show.
                key={`${index}:${field.name}`}
                field={field}
                value={values[field.name]}
                error={errors?.[field.name]?.join(' ')}
                onChange={(value) => change(field.name, value)}
                readOnly={readOnly || !onChange}
              />
            ),
        )
      )}
      <VisuallyHidden aria-live="polite">{revealed}</VisuallyHidden>
    </>
  );
}
