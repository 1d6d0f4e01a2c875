import type { FormTemplate } from '@paperless/core';
import { FormRunner } from '../../form-engine';
import { PreviewPanel } from '../PreviewPanel';

/**
 * The clinic's version exactly as its patients get it (the patient page's renderer, without the
 * submit button), redrawn as the editor changes.
 */
export function CustomizePreview({ template }: { template: FormTemplate }) {
  return (
    <PreviewPanel>
      {/* Keyed by the questions asked: leaving one out starts the try-out answers afresh. */}
      <FormRunner key={template.fields.map((f) => f.name).join()} template={template} hideSubmit />
    </PreviewPanel>
  );
}
