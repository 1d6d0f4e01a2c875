import { Checkbox, Fieldset, Stack, Text, Title } from '@mantine/core';
import type { FormTemplate } from '@paperless/core';
import { useMemo } from 'react';
import { hideableNames, keptBecause } from './customizeDraft';

interface QuestionChecklistProps {
  template: FormTemplate;
  hidden: readonly string[];
  error?: string;
  onChange: (hidden: string[]) => void;
}

/**
 * "Ask this question", per section of the template: optional questions can be left out; the
 * others stay ticked, with the reason the template keeps them.
 */
export function QuestionChecklist({ template, hidden, error, onChange }: QuestionChecklistProps) {
  const hideable = useMemo(() => hideableNames(template), [template]);
  const toggle = (name: string, asked: boolean) =>
    onChange(asked ? hidden.filter((n) => n !== name) : [...hidden, name]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="customize-questions">
      <Title order={2} size="h4" id="customize-questions">
        Ask this question
      </Title>
      <Text size="sm" c="gray.7">
        Untick an optional question to leave it out of your version.
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {template.sections.map((section) => (
        <Fieldset key={section.title} legend={section.title} variant="filled" p="sm">
          <Stack gap="xs">
            {section.fields.map((field) => {
              const reason = keptBecause(field, hideable);
              // Mantine draws the description but does not link it: screen readers get it here.
              const reasonId = `customize-kept-${field.name}`;
              return (
                <Checkbox
                  key={field.name}
                  label={field.label}
                  description={reason && <span id={reasonId}>{reason}</span>}
                  aria-describedby={reason && reasonId}
                  checked={reason !== undefined || !hidden.includes(field.name)}
                  disabled={reason !== undefined}
                  onChange={(event) => toggle(field.name, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
