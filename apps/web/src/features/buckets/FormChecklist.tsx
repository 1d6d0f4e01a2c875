import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { ScrollBox } from '../../ui/ScrollBox';
import { bucketMessages } from '@paperless/core';
import type { FormOption } from './bucketsApi';
import { formTitle } from './BucketsTable';

/** The spec's height limit of a form list; longer lists scroll inside it. */
const LIST_MAX_HEIGHT = 400;

interface FormChecklistProps {
  forms: FormOption[];
  /** Selected form ids in the bucket's order (the order they were ticked). */
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** The company's forms to tick; a ticked form says its place in the bucket. */
export function FormChecklist({ forms, value, onChange, error }: FormChecklistProps) {
  return (
    <Checkbox.Group
      label="Forms"
      description="Patients fill the forms in the order you select them."
      withAsterisk
      error={error}
      value={value.map(String)}
      // Mantine appends a newly ticked value and drops an unticked one, so the order holds.
      onChange={(ids) => onChange(ids.map(Number))}
    >
      <Paper withBorder radius="md" mt="xs">
        {forms.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" px="md">
            {bucketMessages.noForms}
          </Text>
        ) : (
          <ScrollBox mah={LIST_MAX_HEIGHT}>
            <Stack gap={0}>
              {forms.map((form) => {
                const position = value.indexOf(form.id);
                // Mantine does not link a checkbox to its description; screen readers need it.
                const placeId = `bucket-form-${form.id}-place`;
                return (
                  <Checkbox
                    key={form.id}
                    value={String(form.id)}
                    label={formTitle(form.title)}
                    description={
                      position >= 0 && (
                        <span id={placeId}>
                          Form {position + 1} of {value.length}
                        </span>
                      )
                    }
                    aria-describedby={position >= 0 ? placeId : undefined}
                    px="md"
                    py="sm"
                    style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  />
                );
              })}
            </Stack>
          </ScrollBox>
        )}
      </Paper>
    </Checkbox.Group>
  );
}
