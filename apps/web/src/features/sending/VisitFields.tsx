import { SimpleGrid, TextInput } from '@mantine/core';

/** The send dialog's optional visit: who the packet is for and when they come in. */
export interface VisitField {
  patientName: string;
  /** 'YYYY-MM-DDTHH:MM' as a datetime-local input gives it: the clinic's wall time. */
  visitAt: string;
  errors: { patientName?: string | undefined; visitAt?: string | undefined };
}

export const emptyVisit: VisitField = { patientName: '', visitAt: '', errors: {} };

/** The server's refusals of these fields (a visit in the past, a name too long), under each. */
export function withServerErrors(
  field: VisitField,
  errors: Record<string, string[] | undefined>,
): VisitField {
  return {
    ...field,
    errors: {
      patientName: errors.patient_name?.join(' '),
      visitAt: errors.visit_at?.join(' '),
    },
  };
}

interface VisitFieldsProps {
  value: VisitField;
  onChange: (value: VisitField) => void;
  disabled: boolean;
}

/**
 * The browser's own date-and-time input (no picker library to download). It reads as a wall
 * time with no zone, which is what the server takes: the visit in the clinic's zone.
 */
export function VisitFields({ value, onChange, disabled }: VisitFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Patient name"
        description="Optional. Helps your team find this packet in Activity and Visits."
        value={value.patientName}
        maxLength={100}
        autoComplete="off"
        disabled={disabled}
        error={value.errors.patientName}
        onChange={(event) =>
          onChange({
            ...value,
            patientName: event.currentTarget.value,
            errors: { ...value.errors, patientName: undefined },
          })
        }
      />
      <TextInput
        type="datetime-local"
        label="Visit date and time"
        description="Optional, in your clinic's time zone. The link then expires at the end of the visit day."
        value={value.visitAt}
        disabled={disabled}
        error={value.errors.visitAt}
        onChange={(event) =>
          onChange({
            ...value,
            // Some browsers add seconds; the server takes minutes.
            visitAt: event.currentTarget.value.slice(0, 16),
            errors: { ...value.errors, visitAt: undefined },
          })
        }
      />
    </SimpleGrid>
  );
}
