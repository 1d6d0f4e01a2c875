import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formMessages, getTemplate, tailoredTemplate } from '@paperless/core';
import { Link } from 'react-router';
import { CustomFormEditor } from './CustomFormScreens';
import { customizePath } from './formPaths';
import { FormLoader } from './FormLoader';
import { FormRunner } from '../form-engine';

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
        const bare = getTemplate(form.template_id);
        if (!bare) return <Text>{formMessages.notFound}</Text>;
        // As this clinic's patients get it: its notice, without the questions it left out.
        const template = form.tailoring ? tailoredTemplate(bare, form.tailoring) : bare;
        return (
          <Stack>
            <Alert color="blue">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{formMessages.templateNotEditable}</Text>
                {/* Its wording and optional questions are the clinic's to change (issue 17). */}
                <Button
                  component={Link}
                  size="xs"
                  to={customizePath(form.customized ? 'edit' : 'new', form.id, companyId)}
                >
                  {form.customized ? 'Edit your version' : 'Customize'}
                </Button>
              </Group>
            </Alert>
            <FormRunner key={template.id} template={template} hideSubmit />
          </Stack>
        );
      }}
    </FormLoader>
  );
}
