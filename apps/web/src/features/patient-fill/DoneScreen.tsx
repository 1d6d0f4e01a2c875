import { patientLinkMessages, type LinkSubmitResponse } from '@paperless/core';
import { FillPage, FillResult } from './FillScreens';

const m = patientLinkMessages;

/**
 * The screen after the link's last form: the spec's success texts.
 * (Issue 19 adds the patient's copy here.)
 */
export function DoneScreen(props: { kind: 'form' | 'bucket'; answer: LinkSubmitResponse }) {
  void props.answer;
  return (
    <FillPage>
      <FillResult
        tone="done"
        title={props.kind === 'form' ? m.formDoneTitle : m.bucketDoneTitle}
        text={m.formDoneText}
      />
    </FillPage>
  );
}
