import { Alert, Box, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { FormMutationResponse, FormPayload } from '@paperless/core';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldProps } from '../../../lib/formField';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/formErrors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { formsListPath } from '../formPaths';
import { BlockList } from './BlockList';
import { applyBuilderErrors, builderResolver } from './builderErrors';
import type { BuilderValues } from './builderValues';
import { BuilderPreview } from './BuilderPreview';
import { FormActions } from '../../../ui/FormActions';
import { EditorLayout } from '../EditorLayout';

interface FormBuilderProps {
  defaultValues: BuilderValues;
  /** The company acted on (provider staff); the clinic's own company when absent. */
  companyId?: number;
  onSave: (body: FormPayload) => Promise<FormMutationResponse>;
  submitLabel: string;
  /** A line above the builder (e.g. what saving an edit does to versions). */
  note?: string;
}

/**
 * The custom form builder (/create-form, /edit-form/{id}): the title and the blocks on the left,
 * the form as patients see it on the right (below on a phone).
 */
export function FormBuilder({
  defaultValues,
  companyId,
  onSave,
  submitLabel,
  note,
}: FormBuilderProps) {
  const navigate = useNavigate();
  const form = useForm<BuilderValues, unknown, FormPayload>({
    resolver: builderResolver(companyId),
    defaultValues,
  });
  const { register, handleSubmit, setError, formState } = form;
  const input = fieldProps(register, formState.errors);
  const backTo = formsListPath(companyId);

  const onValid = async (body: FormPayload) => {
    try {
      const { message } = await onSave(body);
      notifySuccess(message);
      await navigate(backTo);
    } catch (error) {
      if (!applyBuilderErrors(error, setError)) notifyError(errorMessage(error));
    }
  };

  return (
    <FormProvider {...form}>
      <EditorLayout preview={<BuilderPreview />}>
        <Box component="form" noValidate onSubmit={handleSubmit(onValid)}>
          <Stack>
            {note && <Alert color="blue">{note}</Alert>}
            <Paper withBorder p="md">
              <Stack gap="sm">
                <TextInput label="Title" withAsterisk data-autofocus {...input('title')} />
                <Textarea label="Description" autosize minRows={2} {...input('description')} />
              </Stack>
            </Paper>
            <Title order={2} size="h4">
              Blocks
            </Title>
            <BlockList />
            <FormActions
              gap="sm"
              onCancel={() => void navigate(backTo)}
              submitLabel={submitLabel}
              loading={formState.isSubmitting}
            />
          </Stack>
        </Box>
      </EditorLayout>
    </FormProvider>
  );
}
