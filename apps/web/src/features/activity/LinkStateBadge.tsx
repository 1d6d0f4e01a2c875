import { Badge, Stack, Text } from '@mantine/core';
import { LINK_STATE_LABELS, type LinkState, type SentLink } from '@paperless/core';
import { FILE_STATUS_TEXT } from '../submitted-forms';

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

/**
 * A link's state, and beneath it a PDF that could not be created (issue 39), so the front desk
 * sees it in the list; View PDFs offers its Try again.
 */
export function LinkStateCell({ link }: { link: Pick<SentLink, 'state' | 'files'> }) {
  const failed = link.files.some((file) => file.status === 'failed');
  return (
    <Stack gap={2} align="flex-start">
      <LinkStateBadge state={link.state} />
      {failed && (
        <Text size="xs" c="red.9">
          {FILE_STATUS_TEXT.failed}
        </Text>
      )}
    </Stack>
  );
}
