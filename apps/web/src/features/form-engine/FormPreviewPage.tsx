import { Text } from '@mantine/core';
import { formMessages, getTemplate } from '@paperless/core';
import { CustomFormPreview } from '../forms/CustomFormScreens';
import { FormLoader } from '../forms/FormLoader';
import { FormRunner } from './FormRunner';

/**
 * /view-form/:id (a company's form id): a template form as the patient sees it, without the
 * submit button; a custom form drawn from its fields.
 */
export function FormPreviewPage() {
  return (
    <FormLoader title="Form preview">
      {(form, companyId) => {
        if (form.template_id === null)
          return <CustomFormPreview form={form} companyId={companyId} />;
        const template = getTemplate(form.template_id);
        if (!template) return <Text>{formMessages.notFound}</Text>;
        return <FormRunner key={template.id} template={template} hideSubmit />;
      }}
    </FormLoader>
  );
}
