import { notifications } from '@mantine/notifications';
import {
  patientLinkMessages,
  type FormTemplateId,
  type TemplateTailoring,
  type TemplateValues,
} from '@paperless/core';
import { Suspense, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { CustomStep, FormRunner, type FormRunnerProps } from '../form-engine';
import { knownTemplateId, useTailoredTemplate } from '../form-engine/loadTemplate';
import { SubmissionError, submissionMessage } from '../form-engine/SubmissionError';
import { UploadsTo } from '../forms/uploadTarget';
import { FillLoading, FillPage, FillResult, UsedLinkScreen } from './FillScreens';
import { LinkConsent } from './LinkConsent';
import { clearDraft, readDraft, writeDraft } from './draft';
import { PublicCallFailure } from '../../lib/publicCall';
import { linkUploader } from './linkUploads';
import { failureText, submitLinkForm, unavailableText } from './publicApi';
import { usePublicLink } from './usePublicLink';

const m = patientLinkMessages;

/** /form-fill/{token}: one form sent to a patient, filled without signing in. */
export function FormFillPage() {
  const { id: token = '' } = useParams();
  const link = usePublicLink(token);
  const [done, setDone] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft] = useState(() => readDraft<TemplateValues>(token));
  const upload = useMemo(() => linkUploader(token), [token]);

  if (done) {
    return (
      <FillPage>
        <FillResult tone="done" title={m.formDoneTitle} text={m.formDoneText} />
      </FillPage>
    );
  }
  if (link.isPending) {
    return (
      <FillPage>
        <FillLoading label="Loading form" />
      </FillPage>
    );
  }
  const data = link.data;
  const form = data?.forms[0];
  // A load error of any kind means the link cannot be used: spec 2 shows it as already submitted
  // (a link the practice cancelled says so beneath that heading).
  if (!data || !form) {
    return (
      <UsedLinkScreen token={token} title={m.formUsedTitle} text={unavailableText(link.error)} />
    );
  }
  if (data.kind === 'bucket') return <Navigate to={`/forms-fill/${token}`} replace />;

  /** Sends the answers; an answer other than success is a 'Submission Failed' notice. */
  const send = async (values: TemplateValues) => {
    try {
      await submitLinkForm(token, {
        fields: values,
        formId: form.id,
        currentFormId: form.id,
        lastForm: true,
        fromBucket: false,
      });
    } catch (error) {
      if (!(error instanceof PublicCallFailure)) throw error;
      notifications.show({ title: m.submissionFailed, message: failureText(error), color: 'red' });
      return;
    }
    clearDraft(token);
    setDone(true);
  };
  const keepDraft = (values: TemplateValues) => writeDraft(token, values);

  if (form.kind === 'template') {
    const templateId = knownTemplateId(form.template_id);
    if (!templateId)
      return <UsedLinkScreen token={token} title={m.formUsedTitle} text={m.formUsedText} />;
    return (
      <FillPage>
        {/* The template's own chunk arrives after the link's answer names it. Its photos
            (Insurance Information's card) go to this link as they are chosen. */}
        <Suspense fallback={<FillLoading label="Loading form" />}>
          <LinkConsent token={token} link={data}>
            <UploadsTo upload={upload}>
              <TemplateFill
                templateId={templateId}
                tailoring={form.tailoring}
                practiceName={data.practice.name}
                initialValues={draft}
                titleOrder={1}
                onSubmit={send}
                onValuesChange={keepDraft}
              />
            </UploadsTo>
          </LinkConsent>
        </Suspense>
      </FillPage>
    );
  }

  const sendCustom = async (values: TemplateValues) => {
    setFailure(null);
    setWorking(true);
    try {
      await send(values);
    } catch (error) {
      setFailure(submissionMessage(error));
    } finally {
      setWorking(false);
    }
  };
  return (
    <FillPage>
      {/* File questions send their files to this link as they are chosen. */}
      <LinkConsent token={token} link={data}>
        <UploadsTo upload={upload}>
          <CustomStep
            form={form}
            initial={draft ?? {}}
            mode="standalone"
            working={working}
            practiceName={data.practice.name}
            onNext={(values) => void sendCustom(values)}
            onValuesChange={keepDraft}
          >
            {failure && <SubmissionError message={failure} onClose={() => setFailure(null)} />}
          </CustomStep>
        </UploadsTo>
      </LinkConsent>
    </FillPage>
  );
}

/** A template form, once its template has loaded. */
function TemplateFill({
  templateId,
  tailoring,
  ...props
}: { templateId: FormTemplateId; tailoring: TemplateTailoring | undefined } & Omit<
  FormRunnerProps,
  'template'
>) {
  return <FormRunner template={useTailoredTemplate(templateId, tailoring)} {...props} />;
}
