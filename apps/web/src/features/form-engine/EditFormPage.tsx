import { Text } from '@mantine/core';
import { EDITABLE_TEMPLATE_IDS, getTemplate } from '@paperless/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { FormRunner } from './FormRunner';

/**
 * /edit-form/:id: the spec opens templates 1, 2 and 3 here; custom forms are edited in the
 * form builder, which is not built yet.
 */
export function EditFormPage() {
  const { id } = useParams();
  const template = getTemplate(id);
  const editable = template && EDITABLE_TEMPLATE_IDS.includes(template.id);
  return (
    <>
      <PageHeader title="Edit Form" />
      {editable ? (
        <FormRunner key={template.id} template={template} hideSubmit />
      ) : (
        <Text>Editing custom forms arrives with the form builder.</Text>
      )}
    </>
  );
}
