import { ActionIcon, Button, Group, Input, NumberInput, Stack } from '@mantine/core';
import { frontDeskMessages, REMINDER_LIMITS, type FrontDeskSettings } from '@paperless/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useController, useFormState, type Control, type UseFormReturn } from 'react-hook-form';
import { nextOffset, type FrontDeskFormValues } from './frontDeskValues';

type FrontDeskForm = UseFormReturn<FrontDeskFormValues, unknown, FrontDeskSettings>;

interface ReminderHoursFieldProps {
  control: Control<FrontDeskFormValues, unknown, FrontDeskSettings>;
  setError: FrontDeskForm['setError'];
  clearErrors: FrontDeskForm['clearErrors'];
}

/** The hours after sending at which reminders go: one input each, up to five. */
export function ReminderHoursField({ control, setError, clearErrors }: ReminderHoursFieldProps) {
  const { field } = useController({ control, name: 'reminders.offsets_hours' });
  // Not the controller's fieldState: it follows only errors set on the list itself, and a 422
  // names one reminder ('reminders.offsets_hours.1').
  const { errors } = useFormState({ control, name: 'reminders.offsets_hours' });
  const [added, setAdded] = useState<number | null>(null);
  const offsets = field.value;
  // The list's own message (too many, two alike) sits on the array; each input has its own.
  const listErrors = errors.reminders?.offsets_hours;
  const listError = listErrors?.message;
  const itemError = (index: number) => listErrors?.[index]?.message;

  const add = () => {
    // A sixth is refused in the schema's words rather than by a button that silently greys out.
    if (offsets.length >= REMINDER_LIMITS.offsets) {
      setError('reminders.offsets_hours', {
        type: 'max',
        message: frontDeskMessages.offsetsCount,
      });
      return;
    }
    setAdded(offsets.length);
    field.onChange([...offsets, nextOffset(offsets)]);
  };

  const remove = (index: number) => {
    clearErrors('reminders.offsets_hours');
    setAdded(null);
    field.onChange(offsets.filter((_, i) => i !== index));
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label="Remind after sending"
      description={`Hours after the link is sent, up to ${REMINDER_LIMITS.offsets} reminders.`}
      error={listError}
    >
      <Stack gap="xs" mt={6}>
        {offsets.map((hours, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <NumberInput
              label={`Reminder ${index + 1}`}
              aria-label={`Reminder ${index + 1}, hours after sending`}
              rightSection="hours"
              rightSectionWidth={56}
              min={1}
              max={REMINDER_LIMITS.maxHours}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={hours}
              onChange={(value) =>
                field.onChange(offsets.map((current, i) => (i === index ? value : current)))
              }
              onBlur={field.onBlur}
              error={itemError(index)}
              autoFocus={added === index}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={`Remove reminder ${index + 1}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={add}
          >
            Add a reminder
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
