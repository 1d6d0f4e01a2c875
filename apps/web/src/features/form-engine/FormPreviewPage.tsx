import { Text } from '@mantine/core';
import { getTemplate } from '@paperless/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { FormRunner } from './FormRunner';

/** /view-form/:id: templates 1 to 10 as the patient sees them, without the submit button. */
export function FormPreviewPage() {
  const { id } = useParams();
  const template = getTemplate(id);
  return (
    <>
      <PageHeader title="Form preview" />
      {template ? (
        <FormRunner key={template.id} template={template} hideSubmit />
      ) : (
        <Text>Form not found</Text>
      )}
    </>
  );
}
