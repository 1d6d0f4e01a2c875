import { Text } from '@mantine/core';
import { formMessages, getTemplate, tailoredTemplate } from '@paperless/core';
import { CustomFormPreview } from './CustomFormScreens';
import { FormLoader } from './FormLoader';
import { FormRunner } from '../form-engine';

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
        const bare = getTemplate(form.template_id);
        if (!bare) return <Text>{formMessages.notFound}</Text>;
        // As this clinic's patients get it: its notice, without the questions it left out.
        const template = form.tailoring ? tailoredTemplate(bare, form.tailoring) : bare;
        return <FormRunner key={template.id} template={template} hideSubmit />;
      }}
    </FormLoader>
  );
}
