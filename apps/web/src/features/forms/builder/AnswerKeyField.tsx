import { Button, Stack, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BuilderValues } from './builderValues';

// Mantine's default (dimmed) hint colour is too faint on white for WCAG AA.
export const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The block's answer key, behind "Advanced" (issue 17): staff write labels, the builder makes
 * the key. It opens by itself when the key has a message, so the message is never hidden.
 */
export function AnswerKeyField({ index, uid }: { index: number; uid: string }) {
  const { register, control, setValue, formState } = useFormContext<BuilderValues>();
  const fromLabel = useWatch({ control, name: `fields.${index}.key_from_label` });
  const error = formState.errors.fields?.[index]?.name?.message;
  const [open, setOpen] = useState(false);
  const shown = open || Boolean(error);
  const panelId = `${uid}-advanced`;
  const key = register(`fields.${index}.name`, {
    // A key typed here is the staff's choice: the label no longer changes it.
    onChange: () => setValue(`fields.${index}.key_from_label`, false),
  });

  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        color="gray"
        c="gray.8"
        size="compact-sm"
        leftSection={
          shown ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronRight size={14} aria-hidden />
          )
        }
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onClick={() => setOpen(!shown)}
        style={{ alignSelf: 'flex-start' }}
      >
        Advanced
      </Button>
      {shown && (
        <div id={panelId}>
          <TextInput
            label="Answer key"
            description={
              fromLabel
                ? 'Made from the label until the form is saved. It names the answer in exports and across a bucket’s forms.'
                : 'Kept when the label changes, so answers of every version line up. Change it only if you mean to.'
            }
            styles={HINT_STYLES}
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            error={error}
            {...key}
          />
        </div>
      )}
    </Stack>
  );
}
