import { Box, Progress, Text } from '@mantine/core';
import { lockedIdentityFields, type FormTemplate, type TemplateValues } from '@paperless/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BundleStep } from './BundleStep';
import { SubmissionError, submissionMessage } from './SubmissionError';
import { earlierValues, stepValues } from './bundleValues';

export interface BundleRunnerProps {
  templates: readonly FormTemplate[];
  /**
   * Sends one form's answers; the bundle moves on when it resolves. A rejection shows the
   * Submission Error notice and keeps the patient on the form.
   */
  onSubmitStep: (
    templateId: FormTemplate['id'],
    values: TemplateValues,
    options: { lastForm: boolean },
  ) => Promise<void>;
  practiceName?: string;
}

/**
 * Several templates one after another. Answers are shared by field name; from the second form
 * on, the patient's name and date of birth come from the earlier forms and are read-only.
 */
export function BundleRunner({ templates, onSubmitStep, practiceName }: BundleRunnerProps) {
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState<(TemplateValues | undefined)[]>([]);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const template = templates[step];
  const isLast = step === templates.length - 1;

  const earlier = useMemo(() => earlierValues(saved, step), [saved, step]);

  useEffect(() => top.current?.scrollIntoView({ block: 'start' }), [step]);

  if (!template) return null;

  const keep = (values: TemplateValues) =>
    setSaved((current) => Object.assign([...current], { [step]: values }));

  const next = async (values: TemplateValues) => {
    setFailure(null);
    setWorking(true);
    try {
      await onSubmitStep(template.id, values, { lastForm: isLast });
      keep(values);
      if (!isLast) setStep(step + 1);
    } catch (error) {
      setFailure(submissionMessage(error));
    } finally {
      setWorking(false);
    }
  };

  const previous = (values: TemplateValues) => {
    keep(values);
    setFailure(null);
    setStep(step - 1);
  };

  return (
    <Box ref={top} maw={1200} mx="auto">
      <Text size="sm" c="dimmed" mb={4}>
        Form {step + 1} of {templates.length}
      </Text>
      <Progress
        value={((step + 1) / templates.length) * 100}
        mb="lg"
        aria-label={`Form ${step + 1} of ${templates.length}`}
      />
      <BundleStep
        key={step}
        template={template}
        // Read once when the step mounts; typing is then the step's own state.
        initial={stepValues(template, saved[step], earlier)}
        step={step}
        isLast={isLast}
        working={working}
        lockedFields={lockedIdentityFields(step, earlier)}
        practiceName={practiceName}
        onNext={(values) => void next(values)}
        onPrevious={previous}
      >
        {failure && <SubmissionError message={failure} onClose={() => setFailure(null)} />}
      </BundleStep>
    </Box>
  );
}
