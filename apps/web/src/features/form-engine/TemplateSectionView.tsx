import { Box, SimpleGrid, Title } from '@mantine/core';
import type { FieldErrors, FormTemplate, TemplateSection, TemplateValues } from '@paperless/core';
import { isWide } from './FieldRenderer';
import { FieldSlot } from './FieldSlot';
import { isFieldShown, noticeAfter } from './rules';

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
  return (
    <Box component="section" aria-label={section.title}>
      <Title order={props.headingOrder} size="h4" mb="sm">
        {section.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {section.fields
          .filter((field) => isFieldShown(template, field.name, values))
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
