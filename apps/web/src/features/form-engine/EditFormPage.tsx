import { Alert, Stack, Text } from '@mantine/core';
import { formMessages, getTemplate } from '@paperless/core';
import { CustomFormEditor } from '../forms/CustomFormScreens';
import { FormLoader } from '../forms/FormLoader';
import { FormRunner } from './FormRunner';

/**
 * /edit-form/:id (a company's form id): a custom form opens in the builder; a template form
 * opens its template (decision 12), read as the patient sees it, since templates are fixed.
 */
export function EditFormPage() {
  return (
    <FormLoader title="Edit Form">
      {(form, companyId) => {
        if (form.template_id === null)
          return <CustomFormEditor form={form} companyId={companyId} />;
        const template = getTemplate(form.template_id);
        if (!template) return <Text>{formMessages.notFound}</Text>;
        return (
          <Stack>
            <Alert color="blue">{formMessages.templateNotEditable}</Alert>
            <FormRunner key={template.id} template={template} hideSubmit />
          </Stack>
        );
      }}
    </FormLoader>
  );
}
