import { Box, SimpleGrid, Title } from '@mantine/core';
import {
  visibleTemplateFields,
  type FieldErrors,
  type FormTemplate,
  type TemplateSection,
  type TemplateValues,
} from '@paperless/core';
import { isWide } from './FieldRenderer';
import { FieldSlot } from './FieldSlot';
import { noticeAfter } from './rules';

interface TemplateSectionViewProps {
  template: FormTemplate;
  section: TemplateSection;
  values: TemplateValues;
  errors: FieldErrors;
  onChange: (name: string, value: unknown) => void;
  onBlur: (key: string) => void;
  lockedFields: readonly string[];
  headingOrder: 2 | 3;
}

/** A section heading and its fields: one column on a phone, two from a small tablet up. */
export function TemplateSectionView(props: TemplateSectionViewProps) {
  const { template, section, values, errors, onChange, onBlur, lockedFields } = props;
  // The template's showIf rules, by core's evaluator: the server keeps the same answers.
  const shown = visibleTemplateFields(template.fields, values);
  return (
    <Box component="section" aria-label={section.title}>
      <Title order={props.headingOrder} size="h4" mb="sm">
        {section.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {section.fields
          .filter((field) => shown.has(field.name))
          .map((field) => {
            const notice = noticeAfter(template, field.name, values);
            const wide = isWide(field.type);
            return (
              <Box key={field.name} style={wide ? { gridColumn: '1 / -1' } : undefined} miw={0}>
                <FieldSlot
                  template={template}
                  field={field}
                  value={values[field.name]}
                  errors={errors}
                  readOnly={lockedFields.includes(field.name)}
                  notice={notice}
                  onChange={onChange}
                  onBlur={onBlur}
                />
              </Box>
            );
          })}
      </SimpleGrid>
    </Box>
  );
}
