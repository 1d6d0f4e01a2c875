import { Button, Group, Paper, Text } from '@mantine/core';
import type { FormDetail } from '@paperless/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { detailToBuilder } from './builder/builderValues';
import { FormBuilder } from './builder/FormBuilder';
import { formPath } from './formPaths';
import { useFormsAccess } from './formsAccess';
import { useSaveForm } from './formsApi';
import { PatientPreview } from './PatientPreview';

interface CustomFormScreenProps {
  form: FormDetail;
  companyId: number | undefined;
}

/** /view-form/{id} of a custom form: as the patient sees it (try it out; nothing is sent). */
export function CustomFormPreview({ form, companyId }: CustomFormScreenProps) {
  // Staff reading a company's forms without manage_forms see it, not the way to change it.
  const { manage } = useFormsAccess();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={800}>
      <PatientPreview title={form.title} description={form.description} fields={form.fields} />
      <Group justify="space-between" mt="lg" wrap="wrap">
        <Text size="xs" c="gray.7">
          Version {form.version} · {form.fields.length}{' '}
          {form.fields.length === 1 ? 'field' : 'fields'}
        </Text>
        {manage && (
          <Button
            component={Link}
            to={formPath('edit', form.id, companyId)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit Form
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** /edit-form/{id} of a custom form: the builder, prefilled; saving makes the next version. */
export function CustomFormEditor({ form, companyId }: CustomFormScreenProps) {
  const save = useSaveForm(form.id);
  return (
    <FormBuilder
      defaultValues={detailToBuilder(form)}
      {...(companyId === undefined ? {} : { companyId })}
      onSave={(body) => save.mutateAsync(body)}
      submitLabel="Save Changes"
      note={`Saving creates version ${form.version + 1}. Forms patients already submitted keep the version they filled in.`}
    />
  );
}
