import { Alert, Box, Paper, Stack, TextInput } from '@mantine/core';
import {
  customizedTemplate,
  FORM_LIMITS,
  formMessages,
  type FormMutationResponse,
  type FormTemplate,
  type PracticeFacts,
  type TemplateCustomizePayloadInput,
} from '@paperless/core';
import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/formErrors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { applyBuilderErrors } from '../builder/builderErrors';
import {
  payloadFields,
  previewFields,
  type BuilderBlock,
  type BuilderValues,
} from '../builder/builderValues';
import { formsListPath } from '../formPaths';
import { AddedQuestions } from './AddedQuestions';
import { ADDED_KEY, addedQuestionsResolver, addedQuestionsScope } from './addedQuestionRules';
import {
  asksFee,
  draftErrors,
  draftKey,
  placeholderProblems,
  shownParagraphs,
  toPayload,
  withFee,
  type CustomizeDraft,
  type CustomizeMode,
  type DraftErrors,
} from './customizeDraft';
import { CustomizePreview } from './CustomizePreview';
import { FeeInput } from './FeeInput';
import { NoticeEditor } from './NoticeEditor';
import { QuestionChecklist } from './QuestionChecklist';
import { SignatureOption } from './SignatureOption';
import { FormActions } from '../../../ui/FormActions';
import { EditorLayout } from '../EditorLayout';

interface CustomizeEditorProps {
  mode: CustomizeMode;
  template: FormTemplate;
  practice: PracticeFacts;
  initial: CustomizeDraft;
  /** The clinic's own questions as saved (none for a new version). */
  initialAdded: BuilderBlock[];
  /** The version saving makes (1 for a new form), which the preview names. */
  version: number;
  companyId: number | undefined;
  onSave: (body: TemplateCustomizePayloadInput) => Promise<FormMutationResponse>;
}

/** The customize screen's editor and its live preview; Save posts, Cancel goes back to the list. */
export function CustomizeEditor(props: CustomizeEditorProps) {
  const { template, practice, companyId } = props;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(props.initial);
  // Messages from Save (the shared schema's, the server's 422); an edit clears its own.
  const [saveErrors, setSaveErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  // The added questions are the builder's block list, with the builder's form state and checks.
  const blocksForm = useForm<BuilderValues, unknown, unknown>({
    resolver: useMemo(() => addedQuestionsResolver(template), [template]),
    defaultValues: { title: '', description: '', fields: props.initialAdded },
  });
  const scope = useMemo(() => addedQuestionsScope(template), [template]);
  const blocks = useWatch({ control: blocksForm.control, name: 'fields' });
  const formRef = useRef<HTMLFormElement>(null);
  // Once the messages are drawn, the first input that has one takes the focus.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const backTo = formsListPath(companyId);

  const paragraphs = shownParagraphs(draft, template, practice);
  const errors = { ...saveErrors, ...placeholderProblems(paragraphs, template) };
  const update = (next: CustomizeDraft, ...cleared: string[]) => {
    setDraft(next);
    if (cleared.some((key) => key in saveErrors)) {
      setSaveErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))),
      );
    }
  };

  // The preview follows a moment behind the typing, so long forms never slow the editor down.
  const deferred = useDeferredValue(draft);
  const deferredBlocks = useDeferredValue(blocks);
  const preview = useMemo(() => {
    const { body } = toPayload(deferred, template, practice, companyId);
    const customization = { ...body.customization, added: previewFields(deferredBlocks) };
    return customizedTemplate(template, customization, practice, {
      title: deferred.title.trim() || formMessages.untitled,
      version: props.version,
    });
  }, [deferred, deferredBlocks, template, practice, companyId, props.version]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = draftErrors(draft, template, practice);
    // Marks the block list as submitted, so its messages go as each block is mended.
    let blocksValid = false;
    await blocksForm.handleSubmit(() => {
      blocksValid = true;
    })();
    if (Object.keys(found).length > 0 || !blocksValid) {
      setSaveErrors(found);
      focusFirstInvalid();
      return;
    }
    const added = payloadFields(blocksForm.getValues('fields'));
    const { body, sentFrom } = toPayload(draft, template, practice, companyId, added);
    setSaving(true);
    try {
      const { message } = await props.onSave(body);
      notifySuccess(message);
      await navigate(backTo);
    } catch (error) {
      const answered = serverErrors(error, sentFrom);
      const onBlocks = applyBuilderErrors(error, blocksForm.setError, ADDED_KEY);
      if (answered) setSaveErrors(answered);
      if (answered || onBlocks) focusFirstInvalid();
      else notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorLayout preview={<CustomizePreview template={preview} />}>
      <Box component="form" ref={formRef} noValidate onSubmit={save} aria-label="Customize">
        <Stack>
          {props.mode === 'edit' && (
            <Alert color="blue">
              Saving creates version {props.version}. Forms patients already submitted keep the
              version they signed.
            </Alert>
          )}
          <Paper withBorder p="md">
            <TextInput
              label="Title"
              withAsterisk
              value={draft.title}
              maxLength={FORM_LIMITS.title}
              error={errors.title}
              onChange={(event) => update({ ...draft, title: event.currentTarget.value }, 'title')}
            />
          </Paper>
          <Paper withBorder p="md">
            <NoticeEditor
              paragraphs={paragraphs}
              isTemplateWording={draft.notice === null}
              errors={errors}
              onChange={(notice) =>
                update({ ...draft, notice }, 'notice', ...notice.map((_, i) => `notice.${i}`))
              }
              onReset={() => update({ ...draft, notice: null }, 'notice')}
            />
          </Paper>
          {asksFee(template) && (
            <Paper withBorder p="md">
              <FeeInput
                value={draft.fee}
                practice={practice}
                error={errors.records_fee}
                onChange={(fee) => update(withFee(draft, fee, template, practice), 'records_fee')}
              />
            </Paper>
          )}
          <Paper withBorder p="md">
            <QuestionChecklist
              template={template}
              hidden={draft.hidden}
              error={errors.hidden}
              onChange={(hidden) => update({ ...draft, hidden }, 'hidden')}
            />
          </Paper>
          {template.signatureBlock && (
            <Paper withBorder p="md">
              <SignatureOption
                checked={draft.signature}
                error={errors.signature}
                onChange={(signature) => update({ ...draft, signature }, 'signature')}
              />
            </Paper>
          )}
          <Paper withBorder p="md">
            <AddedQuestions blocks={blocksForm} scope={scope} />
          </Paper>
          <FormActions
            gap="sm"
            onCancel={() => void navigate(backTo)}
            submitLabel={props.mode === 'new' ? 'Save Form' : 'Save Changes'}
            loading={saving}
          />
        </Stack>
      </Box>
    </EditorLayout>
  );
}

/** A 422's messages in the screen's keys; undefined when none belongs to an input. */
function serverErrors(error: unknown, sentFrom: readonly number[]): DraftErrors | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const found: DraftErrors = {};
  for (const [key, list] of Object.entries(error.errors)) {
    const at = draftKey(key, sentFrom);
    if (at && list.length > 0) found[at] = list.join(' ');
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
