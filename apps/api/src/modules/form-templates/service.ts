import {
  FORM_TEMPLATES,
  getTemplate,
  type FormTemplate,
  type FormTemplateData,
} from '@paperless/core';
import { AppError } from '../../lib/errors.js';

export function listTemplates() {
  return Object.values(FORM_TEMPLATES).map((t) => ({
    id: t.id,
    title: t.title,
    version: t.version,
  }));
}

export function templateData(id: number): FormTemplateData {
  const template = requireTemplate(id);
  return {
    id: template.id,
    title: template.title,
    version: template.version,
    sections: template.sections.map((s) => ({
      title: s.title,
      fields: s.fields.map((f) => ({ ...f, options: f.options ? [...f.options] : undefined })),
    })),
    legalText: [...template.legalText],
  };
}

function requireTemplate(id: number): FormTemplate {
  const template = getTemplate(id);
  if (!template) throw new AppError('not_found', 'Form not found.');
  return template;
}
