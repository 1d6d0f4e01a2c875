import { notifications } from '@mantine/notifications';
import {
  patientLinkMessages,
  patientPageTexts,
  type LinkSubmitResponse,
  type PublicForm,
  type TemplateValues,
} from '@paperless/core';
import { useMemo, useState } from 'react';
import {
  BundleRunner,
  type BundleForm,
  type BundleProgress,
  knownTemplateId,
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
import { submitLinkForm } from './publicApi';
import { usePublicLink } from './usePublicLink';
import { InLinkLanguage } from './InLinkLanguage';
import { useT } from '../patient-language';

const m = patientLinkMessages;

/**
 * The runner's form for what the link sent; a template this build does not know is left out.
 * Templates go by id: the runner loads each as its step opens.
 */
function bundleForm(form: PublicForm): BundleForm | undefined {
  if (form.kind === 'custom') return form;
  const templateId = knownTemplateId(form.template_id);
  return templateId && { id: form.id, kind: 'template-id', templateId, tailoring: form.tailoring };
}

/** /forms-fill/{token}: a bucket of forms, one per step, filled without signing in. */
export function BucketFillPage(props: FillPageProps) {
  const address = useLinkAddress();
  const token = props.token ?? address.token;
  return (
    <InLinkLanguage token={token} loadingLabel={patientPageTexts.loadingForms}>
      <BucketFill {...props} token={token} />
    </InLinkLanguage>
  );
}

/** The page in the patient's language. */
function BucketFill(props: FillPageProps & { token: string }) {
  const { token } = props;
  const t = useT();
  const mode = props.mode ?? LINK_MODE;
  const link = usePublicLink(token);
  const [done, setDone] = useState<LinkSubmitResponse | null>(null);
  const draftStore = useLinkDraft<BundleProgress>(token, { keep: mode.kind === 'link' });
  const data = link.data;
  const upload = useMemo(() => linkUploader(token), [token]);
  const forms = useMemo(() => (data?.forms ?? []).flatMap((f) => bundleForm(f) ?? []), [data]);

  if (done) {
    // The kiosk shows its own end screen and goes back to its start.
    return mode.kind === 'kiosk' ? null : <DoneScreen kind="bucket" token={token} answer={done} />;
  }
  if (link.isPending) {
    return (
      <FillPage>
        <FillLoading label={patientPageTexts.loadingForms} />
      </FillPage>
    );
  }
  // Refused for too many requests, or no answer: the link may be fine, so the patient may try
  // again and the draft stays.
  const retry = temporaryFailureText(link.error);
  if (retry) return <RetryLinkScreen kind="bucket" text={retry} onRetry={link.refetch} />;
  // Not found, expired, used, or nothing left in the bucket: spec 2's already-submitted screen
  // (a link the practice cancelled says so beneath that heading).
  if (!data || forms.length === 0) {
    return <UsedLinkScreen token={token} kind="bucket" error={link.error} />;
  }
  // The kiosk opens each link on its own page; only a patient's address can name the wrong one.
  if (data.kind === 'form') return <ReplaceAddress to={`/form-fill/${token}`} />;

  const sendStep = async (
    formId: number,
    values: TemplateValues,
    { lastForm }: { lastForm: boolean },
  ) => {
    let answer: LinkSubmitResponse;
    try {
      answer = await submitLinkForm(token, {
        fields: values,
        // The token names the bucket; both ids name the form, which the server checks is in it.
        formId,
        currentFormId: formId,
        lastForm,
        fromBucket: true,
      });
    } catch (error) {
      if (error instanceof PublicCallFailure) {
        notifications.show({
          title: t(m.bucketFailedTitle),
          message: t(m.bucketFailedText),
          color: 'red',
        });
      }
      // The runner keeps the patient on the form and says what went wrong there.
      throw error;
    }
    if (answer.complete) {
      draftStore.clear();
      setDone(answer);
      if (mode.kind === 'kiosk') mode.onComplete();
    }
  };

  return (
    <FillPage practice={data.practice}>
      {/* A patient's own link can move to their phone; the kiosk's stays on the tablet. */}
      {mode.kind === 'link' && <ContinueOnAnotherDevice token={token} kind="bucket" />}
      {/* File questions send their files to this link as they are chosen. */}
      <LinkConsent token={token} link={data}>
        <UploadsTo upload={upload}>
          <BundleRunner
            forms={forms}
            practiceName={data.practice.name}
            initialProgress={draftStore.initial}
            onProgress={draftStore.keep}
            onSubmitStep={sendStep}
            titleOrder={1}
          />
        </UploadsTo>
      </LinkConsent>
    </FillPage>
  );
}
