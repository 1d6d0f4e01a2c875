import { Box, Stack, Text, Title } from '@mantine/core';
import {
  ADDED_QUESTIONS_TITLE,
  addedQuestionsAt,
  type FieldErrors,
  type FormTemplate,
  type TemplateValues,
} from '@paperless/core';
import { Fragment } from 'react';
import { CustomBlocks } from './CustomBlocks';
import { TemplateSectionView } from './TemplateSectionView';
import { useT } from '../patient-language';

export interface TemplateFormProps {
  template: FormTemplate;
  values: TemplateValues;
  errors: FieldErrors;
  onChange: (name: string, value: unknown) => void;
  onBlur: (key: string) => void;
  /** Shown above the title when a patient fills the form from the practice's link. */
  practiceName?: string;
  /** Fields the patient may not change here (a bundle's identity from step 1 on). */
  lockedFields?: readonly string[];
  /** Heading level of the form title; sections are one level below. */
  titleOrder?: 1 | 2;
}

/**
 * Where the notice goes: right before the signatures, so the patient reads what they sign.
 * Form 8 has no signature; its notice explains the question of its last section. Form 3's
 * certification closes the form.
 */
function legalTextIndex(template: FormTemplate): number {
  const signing = template.sections.findIndex((s) => s.fields.some((f) => f.type === 'signature'));
  if (signing >= 0) return signing;
  return template.id === 3 ? template.sections.length : template.sections.length - 1;
}

function LegalText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="xs" p="md" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/** One template: its title, its sections in order with their fields, and its legal text. */
export function TemplateForm(props: TemplateFormProps) {
  const { template, practiceName, lockedFields = [] } = props;
  const titleOrder = props.titleOrder ?? 2;
  const t = useT();
  const noticeAt = legalTextIndex(template);
  const notice = template.legalText.length > 0 && <LegalText paragraphs={template.legalText} />;
  // A clinic's own questions on its version of the template, before the signing (core decides
  // where, so the PDF prints them at the same place).
  const addedAt = template.addedQuestions ? addedQuestionsAt(template) : -1;
  const added = template.addedQuestions && (
    <Box component="section" aria-label={t(ADDED_QUESTIONS_TITLE)}>
      <Title order={(titleOrder + 1) as 2 | 3} size="h4" mb="sm">
        {t(ADDED_QUESTIONS_TITLE)}
      </Title>
      <Stack gap="md">
        <CustomBlocks
          fields={template.addedQuestions}
          values={props.values}
          errors={props.errors}
          onChange={props.onChange}
        />
      </Stack>
    </Box>
  );
  return (
    <Stack gap="xl">
      <Box>
        {practiceName && (
          <Text fw={700} size="lg" c="gray.7">
            {practiceName}
          </Text>
        )}
        <Title order={titleOrder}>{template.title}</Title>
      </Box>
      {template.sections.map((section, index) => (
        <Fragment key={section.title}>
          {index === addedAt && added}
          {index === noticeAt && notice}
          <TemplateSectionView
            template={template}
            section={section}
            values={props.values}
            errors={props.errors}
            onChange={props.onChange}
            onBlur={props.onBlur}
            lockedFields={lockedFields}
            headingOrder={(titleOrder + 1) as 2 | 3}
          />
        </Fragment>
      ))}
      {addedAt >= template.sections.length && added}
      {noticeAt >= template.sections.length && notice}
    </Stack>
  );
}
