import { formMessages } from '@paperless/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { PatientPreview } from '../PatientPreview';
import { PreviewPanel } from '../PreviewPanel';
import { previewFields, type BuilderValues } from './builderValues';

/**
 * The form exactly as the patient sees it (issue 17), the patient block included, redrawn as
 * the builder changes. It watches the values on its own, so typing in the builder redraws the
 * preview, not every block card.
 */
export function BuilderPreview() {
  const { control } = useFormContext<BuilderValues>();
  const [title, description, blocks] = useWatch({
    control,
    name: ['title', 'description', 'fields'],
  });
  return (
    <PreviewPanel>
      <PatientPreview
        title={title.trim() || formMessages.untitled}
        description={description || null}
        fields={previewFields(blocks)}
      />
    </PreviewPanel>
  );
}
