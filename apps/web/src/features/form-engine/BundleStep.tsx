import { Box } from '@mantine/core';
import type { FormTemplate, TemplateValues } from '@paperless/core';
import { useRef, type FormEvent } from 'react';
import { FormFooter } from './FormFooter';
import { TemplateForm } from './TemplateForm';
import { focusFirstError } from './focusFirstError';
import { useUploadsPending } from './uploadsPending';
import { useTemplateForm } from './useTemplateForm';
import { useLocalizedErrors } from '../patient-language';

export interface BundleStepProps {
  template: FormTemplate;
  initial: TemplateValues;
  step: number;
  isLast: boolean;
  working: boolean;
  lockedFields: readonly string[];
  practiceName?: string;
  /** Called with valid values only. */
  onNext: (values: TemplateValues) => void;
  /** Called with whatever was typed, valid or not, so coming back finds it. */
  onPrevious: (values: TemplateValues) => void;
  onValuesChange?: (values: TemplateValues) => void;
  titleOrder?: 1 | 2;
  children?: React.ReactNode;
}

/** One form of a bundle; it is mounted afresh for each step, opening with the merged values. */
export function BundleStep(props: BundleStepProps) {
  const { template, step, isLast, working } = props;
  const form = useTemplateForm(template, props.initial, props.onValuesChange);
  const formRef = useRef<HTMLFormElement>(null);
  const uploadsPending = useUploadsPending();
  const errors = useLocalizedErrors(form.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working || uploadsPending()) return;
    if (!form.validateAll()) {
      focusFirstError(formRef.current);
      return;
    }
    props.onNext(form.values);
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <TemplateForm
        template={template}
        values={form.values}
        errors={errors}
        onChange={form.setValue}
        onBlur={form.blur}
        practiceName={props.practiceName}
        lockedFields={props.lockedFields}
        titleOrder={props.titleOrder}
      />
      {props.children}
      <FormFooter
        mode="bundle"
        step={step}
        isLast={isLast}
        working={working}
        onPrevious={() => props.onPrevious(form.values)}
      />
    </Box>
  );
}
