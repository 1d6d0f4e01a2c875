import { z } from 'zod';
import { showIfSchema } from '../templates/condition-schemas.js';

/** A template as the server serves it: its data without the validator (which core already has). */
export const templateFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  is_required: z.union([z.literal(0), z.literal(1)]),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  defaultValue: z.unknown().optional(),
  readOnly: z.boolean().optional(),
  showIf: showIfSchema.optional(),
  position_x: z.number().optional(),
  position_y: z.number().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
});

export const formTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  sections: z.array(z.object({ title: z.string(), fields: z.array(templateFieldSchema) })),
  legalText: z.array(z.string()),
});
export type FormTemplateData = z.infer<typeof formTemplateSchema>;

export const formTemplateListSchema = z.object({
  templates: z.array(
    z.object({ id: z.number().int(), title: z.string(), version: z.number().int() }),
  ),
});

export const formTemplateResponseSchema = z.object({ data: formTemplateSchema });
