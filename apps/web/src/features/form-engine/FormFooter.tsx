import { Button, Group, Loader, Paper } from '@mantine/core';

export interface FormFooterProps {
  mode: 'standalone' | 'bundle';
  /** Bundle step, from 0; Previous shows after the first form. */
  step?: number;
  /** Bundle: the last form says Submit instead of Next. */
  isLast?: boolean;
  working: boolean;
  onPrevious?: () => void;
}

function submitLabel({ mode, isLast, working }: FormFooterProps): string {
  if (working) return mode === 'bundle' ? 'Processing...' : 'Submitting...';
  return mode === 'bundle' && !isLast ? 'Next' : 'Submit';
}

/** The sticky bar under a form; its submit button submits the form it sits in. */
export function FormFooter(props: FormFooterProps) {
  const { mode, step = 0, working, onPrevious } = props;
  const showPrevious = mode === 'bundle' && step > 0;
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
            Previous
          </Button>
        )}
        <Button
          type="submit"
          disabled={working}
          leftSection={working ? <Loader size={16} color="gray" aria-hidden /> : undefined}
          miw={120}
        >
          {submitLabel(props)}
        </Button>
      </Group>
    </Paper>
  );
}
