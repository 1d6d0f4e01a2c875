import { Alert } from '@mantine/core';
import { formMessages, getTemplate, type FormDetail } from '@paperless/core';
import { useMemo } from 'react';
import { builderBlocks } from '../builder/builderValues';
import { FormLoader } from '../FormLoader';
import { useSaveCustomization } from '../formsApi';
import { CustomizeEditor } from './CustomizeEditor';
import { initialDraft, type CustomizeMode } from './customizeDraft';

/**
 * /forms/:id/customize (a clinic's own version of template form :id, made beside it) and
 * /forms/:id/customization (the next version of such a version); staff add ?company_id=N.
 */
export function CustomizeFormPage({ mode }: { mode: CustomizeMode }) {
  return (
    <FormLoader title={mode === 'new' ? 'Customize Form' : 'Edit Customized Form'}>
      {(form, companyId) => <CustomizeScreen form={form} companyId={companyId} mode={mode} />}
    </FormLoader>
  );
}

interface CustomizeScreenProps {
  form: FormDetail;
  companyId: number | undefined;
  mode: CustomizeMode;
}

function CustomizeScreen({ form, companyId, mode }: CustomizeScreenProps) {
  const template = form.template_id === null ? undefined : getTemplate(form.template_id);
  const save = useSaveCustomization(form.id, mode);
  const initial = useMemo(
    () => template && form.tailoring && initialDraft(template, form.tailoring, mode),
    [template, form.tailoring, mode],
  );
  const initialAdded = useMemo(
    () => builderBlocks(form.tailoring?.customization?.added ?? []),
    [form.tailoring],
  );
  if (!template || !form.tailoring || !initial) {
    return <Alert color="gray">{formMessages.notTemplate}</Alert>;
  }
  if (mode === 'edit' && !form.customized) {
    return <Alert color="gray">{formMessages.notCustomized}</Alert>;
  }
  return (
    <CustomizeEditor
      mode={mode}
      template={template}
      practice={form.tailoring.practice}
      initial={initial}
      initialAdded={initialAdded}
      version={mode === 'new' ? 1 : form.version + 1}
      companyId={companyId}
      onSave={(body) => save.mutateAsync(body)}
    />
  );
}
