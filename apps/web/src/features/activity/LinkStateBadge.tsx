import { Badge } from '@mantine/core';
import { LINK_STATE_LABELS, type LinkState } from '@paperless/core';

// Shade 9 on the light variant's tint: lighter shades fail WCAG's 4.5:1 for the badge's small
// bold text (as in the audit log).
const STATE_COLORS: Record<LinkState, string> = {
  waiting: 'blue.9',
  opened: 'cyan.9',
  in_progress: 'violet.9',
  completed: 'teal.9',
  expired: 'red.9',
  cancelled: 'gray.9',
};

/** A link's state, the whole word always: a narrow column widens rather than cut it. */
export function LinkStateBadge({ state }: { state: LinkState }) {
  return (
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      style={{ flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {LINK_STATE_LABELS[state]}
    </Badge>
  );
}
