import {
  ActionIcon,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { CUSTOM_INPUT_TYPES } from '@paperless/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  INPUT_TYPE_LABELS,
  nameFromLabel,
  takesOptions,
  type BuilderValues,
} from './builderValues';

const TYPE_OPTIONS = CUSTOM_INPUT_TYPES.map((type) => ({
  value: type,
  label: INPUT_TYPE_LABELS[type],
}));

// Mantine's default (dimmed) hint colour is too faint on white for WCAG AA.
const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

export type MoveDirection = 'up' | 'down';

interface BuilderFieldCardProps {
  index: number;
  count: number;
  /** The field array's stable key, so the move buttons can be found again after a move. */
  fieldKey: string;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}

export const moveButtonId = (fieldKey: string, direction: MoveDirection) =>
  `field-${fieldKey}-move-${direction}`;

/** One field of the builder: name, label, input type, required, options, and its place. */
export function BuilderFieldCard({
  index,
  count,
  fieldKey,
  onMove,
  onRemove,
}: BuilderFieldCardProps) {
  const { register, control, getValues, setValue, formState } = useFormContext<BuilderValues>();
  const inputType = useWatch({ control, name: `fields.${index}.input_type` });
  const label = useWatch({ control, name: `fields.${index}.label` });
  const errors = formState.errors.fields?.[index];
  const number = index + 1;
  const heading = `Field ${number}${label?.trim() ? `: ${label.trim()}` : ''}`;
  const labelField = register(`fields.${index}.label`);

  return (
    <Paper withBorder p="md" component="fieldset" aria-label={heading} style={{ margin: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {heading}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Move up">
              <ActionIcon
                id={moveButtonId(fieldKey, 'up')}
                variant="subtle"
                aria-label={`Move field ${number} up`}
                disabled={index === 0}
                onClick={() => onMove('up')}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                id={moveButtonId(fieldKey, 'down')}
                variant="subtle"
                aria-label={`Move field ${number} down`}
                disabled={index === count - 1}
                onClick={() => onMove('down')}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove field">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove field ${number}`}
                disabled={count === 1}
                onClick={onRemove}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Label"
            description="What the patient reads"
            styles={HINT_STYLES}
            error={errors?.label?.message}
            {...labelField}
            onBlur={(event) => {
              void labelField.onBlur(event);
              // A name is suggested from the first label typed; the user may still change it.
              if (!getValues(`fields.${index}.name`).trim()) {
                setValue(`fields.${index}.name`, nameFromLabel(event.currentTarget.value));
              }
            }}
          />
          <TextInput
            label="Name"
            description="Key of the answer, e.g. date_of_birth"
            styles={HINT_STYLES}
            withAsterisk
            autoComplete="off"
            error={errors?.name?.message}
            {...register(`fields.${index}.name`)}
          />
          <NativeSelect
            label="Input type"
            data={TYPE_OPTIONS}
            error={errors?.input_type?.message}
            {...register(`fields.${index}.input_type`)}
          />
          <Checkbox
            label="Required"
            mt={{ base: 0, sm: 30 }}
            {...register(`fields.${index}.is_required`)}
          />
        </SimpleGrid>
        {takesOptions(inputType) && (
          <Textarea
            label="Options"
            description={
              inputType === 'checkbox'
                ? 'One per line; leave empty for a single tick box'
                : 'One per line'
            }
            withAsterisk={inputType !== 'checkbox'}
            styles={HINT_STYLES}
            autosize
            minRows={3}
            error={errors?.options?.message}
            {...register(`fields.${index}.options`)}
          />
        )}
      </Stack>
    </Paper>
  );
}
