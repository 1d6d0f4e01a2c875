import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formMessages, type FormMutationResponse, type FormPayload } from '@paperless/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { BuilderFieldCard, moveButtonId, type MoveDirection } from './BuilderFieldCard';
import {
  applyBuilderErrors,
  builderResolver,
  NEW_FIELD,
  previewFields,
  type BuilderValues,
} from './builderValues';
import { CustomFormView } from './CustomFormView';
import { formsListPath } from './formPaths';

interface FormBuilderProps {
  defaultValues: BuilderValues;
  /** The company acted on (provider staff); the clinic's own company when absent. */
  companyId?: number;
  onSave: (body: FormPayload) => Promise<FormMutationResponse>;
  submitLabel: string;
  /** A line above the builder (e.g. what saving an edit does to versions). */
  note?: string;
}

/** The custom form builder (/create-form, /edit-form/{id}): fields on the left, preview on the right. */
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
  const { register, control, handleSubmit, setError, formState } = form;
  const fields = useFieldArray({ control, name: 'fields' });
  const backTo = formsListPath(companyId);

  const move = (index: number, direction: MoveDirection) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const key = fields.fields[index]?.id;
    fields.move(index, target);
    // The moved card's button may now be disabled (top or bottom): keep focus on the card.
    requestAnimationFrame(() => {
      if (!key) return;
      const same = document.getElementById(moveButtonId(key, direction));
      const other = document.getElementById(moveButtonId(key, direction === 'up' ? 'down' : 'up'));
      (same && !same.hasAttribute('disabled') ? same : other)?.focus();
    });
  };

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
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box component="form" noValidate onSubmit={handleSubmit(onValid)}>
            <Stack>
              {note && <Alert color="blue">{note}</Alert>}
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <TextInput
                    label="Title"
                    withAsterisk
                    error={formState.errors.title?.message}
                    data-autofocus
                    {...register('title')}
                  />
                  <Textarea
                    label="Description"
                    autosize
                    minRows={2}
                    error={formState.errors.description?.message}
                    {...register('description')}
                  />
                </Stack>
              </Paper>
              <Title order={2} size="h4">
                Fields
              </Title>
              {fields.fields.map((field, index) => (
                <BuilderFieldCard
                  key={field.id}
                  fieldKey={field.id}
                  index={index}
                  count={fields.fields.length}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => fields.remove(index)}
                />
              ))}
              {formState.errors.fields?.root?.message && (
                <Input.Error role="alert">{formState.errors.fields.root.message}</Input.Error>
              )}
              <Group justify="space-between" wrap="wrap">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => fields.append({ ...NEW_FIELD })}
                >
                  Add Field
                </Button>
                <Group gap="sm">
                  <Button variant="default" onClick={() => void navigate(backTo)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={formState.isSubmitting}>
                    {submitLabel}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BuilderPreview />
        </Grid.Col>
      </Grid>
    </FormProvider>
  );
}

/**
 * The form as the patient will see it, redrawn as the builder changes. It watches the values on
 * its own, so typing in the builder re-renders the preview only, not every field card.
 */
function BuilderPreview() {
  const { control } = useFormContext<BuilderValues>();
  const watched = useWatch({ control });
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const fields = previewFields((watched.fields ?? []).map((f) => ({ ...NEW_FIELD, ...f })));
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label="Preview"
      style={{ position: 'sticky', top: 16 }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" mb="sm">
        Preview
      </Text>
      <CustomFormView
        title={watched.title?.trim() || formMessages.untitled}
        description={watched.description ?? null}
        fields={fields}
        values={answers}
        onChange={(name, value) => setAnswers((current) => ({ ...current, [name]: value }))}
      />
    </Paper>
  );
}
