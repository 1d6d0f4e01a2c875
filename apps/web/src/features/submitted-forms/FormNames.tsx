import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { PatientRecord } from '@paperless/core';

/** Badges shown before "+N more": two fit a phone's row beside the patient's name. */
const SHOWN = 2;

/** Each form once, newest first (a patient may have sent one form twice). */
export function formNamesOf(patient: PatientRecord): string[] {
  return [...new Set(patient.files.map((file) => file.form_name))];
}

/** The forms a patient submitted, as small badges; the rest counted, and named for readers. */
export function FormNames({ patient }: { patient: PatientRecord }) {
  const names = formNamesOf(patient);
  const rest = names.slice(SHOWN);
  return (
    <Group gap={4} wrap="wrap" maw={280} miw={0}>
      {names.slice(0, SHOWN).map((name) => (
        // A long name wraps inside its badge: cut to the badge's width, its label spilled out of
        // the card on both sides (a list's badge keeps its whole word, ui/DataTable.module.css).
        <Badge
          key={name}
          variant="light"
          color="gray"
          tt="none"
          maw="100%"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {name}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Badge variant="light" color="teal" tt="none" title={rest.join(', ')}>
          <span aria-hidden>+{rest.length} more</span>
          <VisuallyHidden>{`and ${rest.join(', ')}`}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}
