import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  formatHandoffCode,
  handoffClaimSchema,
  handoffMessages,
  normaliseHandoffCode,
  patientPageTexts,
} from '@paperless/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PublicCallFailure } from '../../lib/publicCall';
import { useAction } from '../../lib/useAction';
import { DateInput } from '../form-engine';
import { writeDraft } from './draft';
import { FillLoading, FillPage } from './FillScreens';
import { claimHandoff } from './HandoffApi';
import { PatientLanguageProvider, useT } from '../patient-language';

const m = handoffMessages;
type Field = 'code' | 'dob';
type Errors = Partial<Record<Field, string>>;

/** Where a failed claim's message goes: under its field, else (a locked code) above the button. */
function errorsOf(error: unknown): { fields: Errors; notice?: string } {
  if (!(error instanceof PublicCallFailure)) {
    return { fields: {}, notice: error instanceof Error ? error.message : undefined };
  }
  const code = error.errors?.code?.join(' ');
  const dob = error.errors?.dob?.join(' ');
  if (code || dob) return { fields: { code, dob } };
  // An unknown, expired or used code: the code is what is wrong.
  if (error.status === 404 || error.status === 410) {
    return { fields: { code: error.message || m.codeExpired } };
  }
  return { fields: {}, notice: error.message };
}

/**
 * /continue/{code} (the QR code's address) or /continue (the code typed): the second device of
 * a hand-off (issue 19). The patient confirms their birth date; the link's answers so far go to
 * this tab's draft and the link opens at the same step, as if it had been filled here.
 */
export function ContinuePage() {
  // No link yet: the patient's browser (or their switch) picks the language; the link, once
  // opened, follows its own.
  return (
    <PatientLanguageProvider
      linkLanguage={null}
      fallback={
        <FillPage>
          <FillLoading label={patientPageTexts.loading} />
        </FillPage>
      }
    >
      <ContinueForm />
    </PatientLanguageProvider>
  );
}

function ContinueForm() {
  const t = useT();
  const { code: fromUrl = '' } = useParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => (fromUrl ? formatHandoffCode(fromUrl) : ''));
  const [dob, setDob] = useState('');
  const [checked, setChecked] = useState<Errors>({});
  const claim = useAction(claimHandoff, (answer) => {
    if (answer.draft) writeDraft(answer.token, answer.draft);
    const page = answer.kind === 'form' ? 'form-fill' : 'forms-fill';
    // Replaced: the back button does not return to a code that is now used.
    void navigate(`/${page}/${answer.token}`, { replace: true });
  });
  const server = claim.error ? errorsOf(claim.error) : { fields: {} as Errors };
  const errors: Errors = { ...server.fields, ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.reset();
    // The server's own rules and messages, checked here first.
    const parsed = handoffClaimSchema.safeParse({ code, dob });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setChecked(found);
    if (parsed.success) claim.mutate({ code, dob });
  };

  return (
    <FillPage>
      <Center mih="60vh">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} w="100%">
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {t(m.continueTitle)}
              </Title>
              <Text>{t(m.continueIntro)}</Text>
              <TextInput
                label={t(m.codeField)}
                name="code"
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ABCD-EFGH"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                onBlur={() => {
                  const plain = normaliseHandoffCode(code);
                  if (plain.length === 8) setCode(formatHandoffCode(plain));
                }}
                error={errors.code && t(errors.code)}
                styles={{ input: { letterSpacing: '0.1em', fontWeight: 600 } }}
              />
              <DateInput
                label={t(m.dobLabel)}
                name="dob"
                required
                value={dob}
                onChange={setDob}
                error={errors.dob && t(errors.dob)}
              />
              {server.notice && (
                <Alert color="red" variant="light" role="alert">
                  {t(server.notice)}
                </Alert>
              )}
              <Button type="submit" loading={claim.isPending || claim.isSuccess}>
                {t(m.continueButton)}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    </FillPage>
  );
}
