import { Center, Paper } from '@mantine/core';
import { patientLinkMessages, type LinkSubmitResponse } from '@paperless/core';
import { useEffect } from 'react';
import { rememberCopy, LazyCopyDownload } from '../patient-copies';
import { useT } from '../patient-language';
import { FillPage, FillResult } from './FillScreens';

const m = patientLinkMessages;

/**
 * The screen after the link's last form: the spec's success texts, and the patient's copy of
 * what they just signed (issue 19) when the server gave one. The copy is remembered in this tab
 * under the link's token, so a reload can still offer it while it lasts (CopyOffer).
 */
export function DoneScreen(props: {
  kind: 'form' | 'bucket';
  answer: LinkSubmitResponse;
  /** The spent link's token, to remember the copy under. */
  token?: string;
}) {
  const { token } = props;
  const copy = props.answer.copy;
  const t = useT();
  useEffect(() => {
    if (token && copy) rememberCopy(token, copy);
  }, [token, copy]);

  return (
    <FillPage>
      <FillResult
        tone="done"
        title={t(props.kind === 'form' ? m.formDoneTitle : m.bucketDoneTitle)}
        text={t(m.formDoneText)}
      />
      {copy && (
        <Center>
          <Paper p="md" maw={480} w="100%">
            <LazyCopyDownload copyToken={copy.token} />
          </Paper>
        </Center>
      )}
    </FillPage>
  );
}
