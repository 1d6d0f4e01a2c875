import { Box, Center, Loader, Progress, Text } from '@mantine/core';
import {
  lockedIdentityFields,
  patientPageTexts,
  type FormTemplate,
  type FormTemplateId,
  type TemplateTailoring,
  type TemplateValues,
} from '@paperless/core';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { BundleStep, type BundleStepProps } from './BundleStep';
import { CustomStep } from './CustomStep';
import { SubmissionError, submissionMessage } from './SubmissionError';
import { earlierValues, stepValues, type BundleForm } from './bundleValues';
import { loadTemplate, useTailoredTemplate } from './loadTemplate';
import { useT } from '../patient-language';

/** Where a patient is in a bundle and what each form holds: enough to resume after a reload. */
export interface BundleProgress {
  step: number;
  saved: (TemplateValues | undefined)[];
}

export type BundleRunnerProps = {
  /**
   * Sends one form's answers under its id (a template's id when given `templates`); the bundle
   * moves on when it resolves. A rejection shows the Submission Error notice and keeps the
   * patient on the form.
   */
  onSubmitStep: (
    formId: number,
    values: TemplateValues,
    options: { lastForm: boolean },
  ) => Promise<void>;
  practiceName?: string;
  /** Where to resume (a draft kept across a reload). */
  initialProgress?: BundleProgress;
  /** Every change of step or answer, to keep such a draft. */
  onProgress?: (progress: BundleProgress) => void;
  /** 1 on a patient's page, where each form's title is the page's heading. */
  titleOrder?: 1 | 2;
} & (
  | { templates: readonly FormTemplate[]; forms?: undefined }
  | { forms: readonly BundleForm[]; templates?: undefined }
);

/**
 * Several forms one after another: templates and a clinic's own forms alike. Answers are shared
 * by field name; from the second form on, the patient's name and date of birth come from the
 * earlier forms and are read-only.
 */
export function BundleRunner(props: BundleRunnerProps) {
  const { onSubmitStep, practiceName, onProgress } = props;
  const forms = useMemo<readonly BundleForm[]>(
    () =>
      props.forms ??
      props.templates.map((template) => ({ id: template.id, kind: 'template', template })),
    [props.forms, props.templates],
  );
  const [step, setStep] = useState(() =>
    Math.min(Math.max(props.initialProgress?.step ?? 0, 0), forms.length - 1),
  );
  const [saved, setSaved] = useState(() => props.initialProgress?.saved ?? []);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const t = useT();
  const form = forms[step];
  const isLast = step === forms.length - 1;

  const earlier = useMemo(() => earlierValues(saved, step), [saved, step]);

  // Braces matter: newer browsers return a promise from scrollIntoView, and an effect must
  // return nothing or a cleanup function (React throws on anything else at the next step).
  useEffect(() => {
    void top.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  // The next step's template downloads while the patient fills this one.
  useEffect(() => {
    const upcoming = forms[step + 1];
    if (upcoming?.kind === 'template-id') loadTemplate(upcoming.templateId).catch(() => {});
  }, [forms, step]);

  if (!form) return null;

  const withCurrent = (values: TemplateValues) =>
    Object.assign([...saved], { [step]: values }) as (TemplateValues | undefined)[];

  const moveTo = (nextStep: number, values: TemplateValues) => {
    const nextSaved = withCurrent(values);
    setSaved(nextSaved);
    setStep(nextStep);
    onProgress?.({ step: nextStep, saved: nextSaved });
  };

  const next = async (values: TemplateValues) => {
    setFailure(null);
    setWorking(true);
    try {
      await onSubmitStep(form.id, values, { lastForm: isLast });
      if (isLast) setSaved(withCurrent(values));
      else moveTo(step + 1, values);
    } catch (error) {
      setFailure(submissionMessage(error));
    } finally {
      setWorking(false);
    }
  };

  const previous = (values: TemplateValues) => {
    setFailure(null);
    moveTo(step - 1, values);
  };

  const common = {
    step,
    isLast,
    working,
    lockedFields: lockedIdentityFields(step, earlier),
    practiceName,
    titleOrder: props.titleOrder,
    onNext: (values: TemplateValues) => void next(values),
    onPrevious: previous,
    onValuesChange: (values: TemplateValues) => onProgress?.({ step, saved: withCurrent(values) }),
    children: failure && <SubmissionError message={failure} onClose={() => setFailure(null)} />,
  };

  return (
    <Box ref={top} maw={1200} mx="auto">
      <Text size="sm" c="dimmed" mb={4}>
        {t(patientPageTexts.formStep, { step: step + 1, total: forms.length })}
      </Text>
      <Progress
        value={((step + 1) / forms.length) * 100}
        mb="lg"
        aria-label={t(patientPageTexts.formStep, { step: step + 1, total: forms.length })}
      />
      {form.kind === 'template-id' ? (
        <Suspense
          key={step}
          fallback={
            // It fills the screen, as the fill pages' loader does: a shorter one left the
            // practice's contact lines on screen, and the step pushed them down when its
            // template arrived (a layout shift of 0.071 on a bucket link, issue 21).
            <Center mih="100dvh">
              <Loader aria-label={t(patientPageTexts.loadingForm)} role="status" />
            </Center>
          }
        >
          <LoadingTemplateStep
            {...common}
            id={form.id}
            templateId={form.templateId}
            tailoring={form.tailoring}
            initialFor={(template) => stepValues(template, saved[step], earlier)}
          />
        </Suspense>
      ) : form.kind === 'template' ? (
        <BundleStep
          key={step}
          template={form.template}
          // Read once when the step mounts; typing is then the step's own state.
          initial={stepValues(form, saved[step], earlier)}
          {...common}
        />
      ) : (
        <CustomStep
          key={step}
          form={form}
          mode="bundle"
          initial={stepValues(form, saved[step], earlier)}
          {...common}
        />
      )}
    </Box>
  );
}

/** A template step whose template is still to load: the step renders once it has arrived. */
function LoadingTemplateStep({
  id,
  templateId,
  tailoring,
  initialFor,
  ...props
}: Omit<BundleStepProps, 'template' | 'initial'> & {
  id: number;
  templateId: FormTemplateId;
  tailoring: TemplateTailoring | undefined;
  initialFor: (form: { id: number; kind: 'template'; template: FormTemplate }) => TemplateValues;
}) {
  const template = useTailoredTemplate(templateId, tailoring);
  const [initial] = useState(() => initialFor({ id, kind: 'template', template }));
  return <BundleStep template={template} initial={initial} {...props} />;
}
