import { Alert, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  BUCKET_TITLE_MAX,
  bucketMessages,
  type BucketCreateInput,
  type BucketMutationResponse,
} from '@paperless/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FormOption } from './bucketsApi';
import { FormChecklist } from './FormChecklist';
import { FormActions } from '../../ui/FormActions';
import { saveForm } from '../../ui/formSave';
import { fieldProps } from '../../lib/formField';

export interface BucketFormValues {
  title: string;
  form_ids: number[];
}

const FIELDS = ['title', 'form_ids'] as const;

interface BucketFormProps {
  mode: 'create' | 'edit';
  defaultValues: BucketFormValues;
  forms: FormOption[];
  onSave: (body: BucketCreateInput) => Promise<BucketMutationResponse>;
  onSaved: () => void;
  onCancel: () => void;
}

export function BucketForm({
  mode,
  defaultValues,
  forms,
  onSave,
  onSaved,
  onCancel,
}: BucketFormProps) {
  const { register, control, handleSubmit, setError, formState } = useForm<BucketFormValues>({
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const input = fieldProps(register, errors);
  const [title, formIds] = useWatch({ control, name: ['title', 'form_ids'] });
  const count = formIds.length;
  const complete = title.trim() !== '' && count > 0;

  const onSubmit = async (values: BucketFormValues) => {
    // The button is disabled until the bucket is complete; a submit that slips past it
    // (Enter in a field, assistive tools) gets the spec's alert.
    if (!complete) {
      window.alert(bucketMessages.nameAndForms);
      return;
    }
    await saveForm(() => onSave({ title: values.title.trim(), form_ids: values.form_ids }), {
      setError,
      fields: FIELDS,
      onSaved,
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`${mode} bucket`}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack>
          <TextInput
            label="Bucket Name"
            placeholder="e.g. New patient intake"
            withAsterisk
            maxLength={BUCKET_TITLE_MAX}
            data-autofocus
            {...input('title')}
          />
          <Controller
            control={control}
            name="form_ids"
            render={({ field, fieldState }) => (
              <FormChecklist
                forms={forms}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {count} of {forms.length} {forms.length === 1 ? 'form' : 'forms'} selected
          </Text>
          {mode === 'create' && count > 0 && (
            <Alert variant="light" icon={<IconInfoCircle />} aria-live="polite">
              {bucketMessages.ready(count)}
            </Alert>
          )}
          {mode === 'edit' && (
            <Alert variant="light" icon={<IconInfoCircle />}>
              {bucketMessages.editNote}
            </Alert>
          )}
          <FormActions
            gap="sm"
            onCancel={onCancel}
            cancelDisabled={isSubmitting}
            submitLabel={mode === 'create' ? 'Create Bucket' : 'Update Bucket'}
            disabled={!complete}
            loading={isSubmitting}
          />
        </Stack>
      </Paper>
    </form>
  );
}
