import { Box, Stack, Text } from '@mantine/core';
import {
  customSubmissionErrors,
  dropHiddenAnswers,
  type FieldErrors,
  type TemplateValues,
} from '@paperless/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CustomFormView } from './CustomFormView';
import { FormFooter } from './FormFooter';
import { PatientIdentityInputs } from './PatientIdentityInputs';
import { missingIdentityFields, type CustomRunnerForm } from './bundleValues';
import { focusFirstError } from './focusFirstError';
import { useUploadsPending } from './uploadsPending';
import { ValidationNotice } from './ValidationNotice';
import { useLocalizedErrors } from '../patient-language';

export interface CustomStepProps {
  form: CustomRunnerForm;
  initial: TemplateValues;
  mode: 'standalone' | 'bundle';
  step?: number;
  isLast?: boolean;
  working: boolean;
  lockedFields?: readonly string[];
  practiceName?: string;
  /** Called with valid values only, and only the answers to questions the patient was shown. */
  onNext: (values: TemplateValues) => void;
  /** Called with whatever was typed, valid or not, so coming back finds it. */
  onPrevious?: (values: TemplateValues) => void;
  onValuesChange?: (values: TemplateValues) => void;
  /**
   * 1 on a patient's page: the practice's name above the form becomes the page's level-one
   * heading (the form's title stays level two, above its own level-three headings).
   */
  titleOrder?: 1 | 2;
  children?: ReactNode;
}

/**
 * A clinic's own form filled by a patient, alone or as a bundle step. Its rules are the
 * server's (customSubmissionErrors, which skips hidden questions); a blocked submit lists every
 * message in one 'Validation Error' notice (spec 5) and shows each under its input.
 */
export function CustomStep(props: CustomStepProps) {
  const { form, working, lockedFields = [] } = props;
  const [values, setValues] = useState<TemplateValues>(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // What the last blocked submit found, listed in the notice until it is closed or passes.
  const [notice, setNotice] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const uploadsPending = useUploadsPending();
  const shownErrors = useLocalizedErrors(errors);
  const shownNotice = useLocalizedErrors(notice);

  const change = (name: string, value: unknown) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A message goes once its field is edited; the next submit checks everything again.
    setErrors(({ [name]: _edited, ...rest }) => rest);
    props.onValuesChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working || uploadsPending()) return;
    const found = customSubmissionErrors(form.fields, values);
    setErrors(found);
    setNotice(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    // While the patient is on this form, a hidden question's answer stays in the state and the
    // draft (changing an answer back restores it); what they no longer see is never sent.
    props.onNext(dropHiddenAnswers(form.fields, values));
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="lg">
        {props.practiceName && (
          <Text component={props.titleOrder === 1 ? 'h1' : 'p'} fw={700} size="lg" c="gray.7" m={0}>
            {props.practiceName}
          </Text>
        )}
        <PatientIdentityInputs
          names={missingIdentityFields(form.fields)}
          values={values}
          errors={shownErrors}
          lockedFields={lockedFields}
          onChange={change}
        />
        <CustomFormView
          title={form.title}
          description={form.description}
          fields={form.fields}
          values={values}
          errors={shownErrors}
          onChange={change}
        />
      </Stack>
      <ValidationNotice errors={shownNotice} onClose={() => setNotice({})} />
      {props.children}
      <FormFooter
        mode={props.mode}
        step={props.step}
        isLast={props.isLast}
        working={working}
        onPrevious={() => props.onPrevious?.(values)}
      />
    </Box>
  );
}
