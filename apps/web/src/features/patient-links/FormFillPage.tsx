import { notifications } from '@mantine/notifications';
import {
  patientLinkMessages,
  patientPageTexts,
  type FormTemplateId,
  type LinkSubmitResponse,
  type TemplateTailoring,
  type TemplateValues,
} from '@paperless/core';
import { Suspense, useMemo, useState } from 'react';
import {
  CustomStep,
  FormRunner,
  type FormRunnerProps,
  knownTemplateId,
  useTailoredTemplate,
  SubmissionError,
  submissionMessage,
  UploadsTo,
} from '../form-engine';
import { ContinueOnAnotherDevice } from './ContinueOnAnotherDevice';
import { DoneScreen } from './DoneScreen';
import { FillLoading, FillPage, RetryLinkScreen, UsedLinkScreen } from './FillScreens';
import { temporaryFailureText } from './linkFailure';
import { LINK_MODE, type FillPageProps } from './fillMode';
import { ReplaceAddress, useLinkAddress } from './linkAddress';
import { LinkConsent } from './LinkConsent';
import { useLinkDraft } from './draft';
import { PublicCallFailure } from '../../lib/publicCall';
import { linkUploader } from './linkUploads';
import { failureText, submitLinkForm } from './publicApi';
import { usePublicLink } from './usePublicLink';
import { InLinkLanguage } from './InLinkLanguage';
import { useT } from '../patient-language';

const m = patientLinkMessages;

/** /form-fill/{token}: one form sent to a patient, filled without signing in. */
export function FormFillPage(props: FillPageProps) {
  const address = useLinkAddress();
  const token = props.token ?? address.token;
  return (
    <InLinkLanguage token={token} loadingLabel={patientPageTexts.loadingForm}>
      <FormFill {...props} token={token} />
    </InLinkLanguage>
  );
}

/** The page in the patient's language. */
function FormFill(props: FillPageProps & { token: string }) {
  const { token } = props;
  const t = useT();
  const mode = props.mode ?? LINK_MODE;
  const link = usePublicLink(token);
  const [done, setDone] = useState<LinkSubmitResponse | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const draftStore = useLinkDraft<TemplateValues>(token, { keep: mode.kind === 'link' });
  const draft = draftStore.initial;
  const upload = useMemo(() => linkUploader(token), [token]);

  if (done) {
    // The kiosk shows its own end screen and goes back to its start.
    return mode.kind === 'kiosk' ? null : <DoneScreen kind="form" token={token} answer={done} />;
  }
  if (link.isPending) {
    return (
      <FillPage>
        <FillLoading label={patientPageTexts.loadingForm} />
      </FillPage>
    );
  }
  const data = link.data;
  const form = data?.forms[0];
  // Refused for too many requests, or no answer: the link may be fine, so the patient may try
  // again and the draft stays.
  const retry = temporaryFailureText(link.error);
  if (retry) return <RetryLinkScreen kind="form" text={retry} onRetry={link.refetch} />;
  // A load error of any kind means the link cannot be used: spec 2 shows it as already submitted
  // (a link the practice cancelled says so beneath that heading).
  if (!data || !form) {
    return <UsedLinkScreen token={token} kind="form" error={link.error} />;
  }
  // The kiosk opens each link on its own page; only a patient's address can name the wrong one.
  if (data.kind === 'bucket') return <ReplaceAddress to={`/forms-fill/${token}`} />;

  /** Sends the answers; an answer other than success is a 'Submission Failed' notice. */
  const send = async (values: TemplateValues) => {
    let answer: LinkSubmitResponse;
    try {
      answer = await submitLinkForm(token, {
        fields: values,
        formId: form.id,
        currentFormId: form.id,
        lastForm: true,
        fromBucket: false,
      });
    } catch (error) {
      if (!(error instanceof PublicCallFailure)) throw error;
      notifications.show({
        title: t(m.submissionFailed),
        message: t(failureText(error)),
        color: 'red',
      });
      return;
    }
    draftStore.clear();
    setDone(answer);
    if (mode.kind === 'kiosk') mode.onComplete();
  };
  const keepDraft = (values: TemplateValues) => draftStore.keep(values);
  // A patient's own link can move to their phone; the kiosk's stays on the tablet.
  const handOff = mode.kind === 'link' && <ContinueOnAnotherDevice token={token} kind="form" />;

  if (form.kind === 'template') {
    const templateId = knownTemplateId(form.template_id);
    if (!templateId) return <UsedLinkScreen token={token} kind="form" error={null} />;
    return (
      <FillPage practice={data.practice}>
        {/* The template's own chunk arrives after the link's answer names it. Its photos
            (Insurance Information's card) go to this link as they are chosen. */}
        {handOff}
        <Suspense fallback={<FillLoading label={patientPageTexts.loadingForm} />}>
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
    <FillPage practice={data.practice}>
      {handOff}
      {/* File questions send their files to this link as they are chosen. */}
      <LinkConsent token={token} link={data}>
        <UploadsTo upload={upload}>
          <CustomStep
            form={form}
            initial={draft ?? {}}
            mode="standalone"
            working={working}
            practiceName={data.practice.name}
            titleOrder={1}
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
