import { Checkbox, Stack } from '@mantine/core';
import { patientPageTexts } from '@paperless/core';
import { useT } from '../../patient-language';
import { TextField } from './TextFields';
import type { FieldProps } from './types';

/**
 * A text question a patient filling the form for themselves answers with one tap (the
 * acknowledgment's Relationship to Patient: "I am the patient" fills Self). The answer is the
 * template's word, so the record and the PDF read the same in every language; the box shows it
 * in the page's language. Unticking empties the field, and the template's own rule and message
 * still judge whatever is typed instead.
 */
export function SelfAnswerField(props: FieldProps) {
  const t = useT();
  const answer = props.field.selfAnswer!;
  const isSelf = props.value === answer;
  return (
    <Stack gap={6}>
      <TextField
        {...props}
        value={isSelf ? t(answer) : props.value}
        readOnly={props.readOnly || isSelf}
      />
      <Checkbox
        label={t(patientPageTexts.iAmThePatient)}
        checked={isSelf}
        disabled={props.readOnly}
        onChange={(event) => props.onChange(event.currentTarget.checked ? answer : '')}
      />
    </Stack>
  );
}
