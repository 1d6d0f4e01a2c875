import { Box } from '@mantine/core';
import { initialTemplateValues, type FormTemplate, type TemplateValues } from '@paperless/core';
import { useRef, useState, type FormEvent } from 'react';
import { FormFooter } from './FormFooter';
import { SubmissionError, submissionMessage } from './SubmissionError';
import { TemplateForm } from './TemplateForm';
import { focusFirstError } from './focusFirstError';
import { useUploadsPending } from './uploadsPending';
import { useTemplateForm } from './useTemplateForm';
import { useLocalizedErrors } from '../patient-language';

export interface FormRunnerProps {
  template: FormTemplate;
  /** Sends the answers; a rejection shows the Submission Error notice with its message. */
  onSubmit?: (values: TemplateValues) => Promise<void>;
  /** Preview: the form without its submit button. */
  hideSubmit?: boolean;
  practiceName?: string;
  /** Values to open with instead of the template's defaults. */
  initialValues?: TemplateValues;
  titleOrder?: 1 | 2;
  /** Every change, e.g. to keep a draft that survives a reload. */
  onValuesChange?: (values: TemplateValues) => void;
}

/** One template filled on its own, ending in a Submit button. */
export function FormRunner(props: FormRunnerProps) {
  const { template, onSubmit, hideSubmit = false } = props;
  const [initial] = useState(() => props.initialValues ?? initialTemplateValues(template));
  const form = useTemplateForm(template, initial, props.onValuesChange);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uploadsPending = useUploadsPending();
  const errors = useLocalizedErrors(form.errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working || hideSubmit || uploadsPending()) return;
    setFailure(null);
    if (!form.validateAll()) {
      focusFirstError(formRef.current);
      return;
    }
    setWorking(true);
    try {
      await onSubmit?.(form.values);
    } catch (error) {
      setFailure(submissionMessage(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} maw={1200} mx="auto">
      <TemplateForm
        template={template}
        values={form.values}
        errors={errors}
        onChange={form.setValue}
        onBlur={form.blur}
        practiceName={props.practiceName}
        titleOrder={props.titleOrder}
      />
      {failure && <SubmissionError message={failure} onClose={() => setFailure(null)} />}
      {!hideSubmit && <FormFooter mode="standalone" working={working} />}
    </Box>
  );
}
