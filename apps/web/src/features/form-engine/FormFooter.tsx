import { Button, Group, Loader, Paper } from '@mantine/core';
import { patientPageTexts as p } from '@paperless/core';
import { useT } from '../patient-language';

export interface FormFooterProps {
  mode: 'standalone' | 'bundle';
  /** Bundle step, from 0; Previous shows after the first form. */
  step?: number;
  /** Bundle: the last form says Submit instead of Next. */
  isLast?: boolean;
  working: boolean;
  onPrevious?: () => void;
}

/** The English label (the key of its translation). */
function submitLabel({ mode, isLast, working }: FormFooterProps): string {
  if (working) return mode === 'bundle' ? p.processing : p.submitting;
  return mode === 'bundle' && !isLast ? p.next : p.submit;
}

/** The sticky bar under a form; its submit button submits the form it sits in. */
export function FormFooter(props: FormFooterProps) {
  const { mode, step = 0, working, onPrevious } = props;
  const showPrevious = mode === 'bundle' && step > 0;
  const t = useT();
  return (
    <Paper
      withBorder
      p="sm"
      mt="xl"
      radius={0}
      style={{ position: 'sticky', bottom: 0, zIndex: 2, borderLeft: 0, borderRight: 0 }}
    >
      <Group justify={showPrevious ? 'space-between' : 'flex-end'} wrap="nowrap">
        {showPrevious && (
          <Button type="button" variant="default" onClick={onPrevious} disabled={working}>
            {t(p.previous)}
          </Button>
        )}
        <Button
          type="submit"
          disabled={working}
          leftSection={working ? <Loader size={16} color="gray" aria-hidden /> : undefined}
          miw={120}
        >
          {t(submitLabel(props))}
        </Button>
      </Group>
    </Paper>
  );
}
