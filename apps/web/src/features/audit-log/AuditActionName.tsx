import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { auditActionName } from '@paperless/core';

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/**
 * An action as people read it ('Signed in'), with its code (`auth.login`) in a tooltip for
 * whoever matches rows against an export or a log search. The name takes a tab stop so a
 * keyboard opens the tooltip too, and screen readers hear the code from hidden text, since
 * Mantine mounts the tooltip only while it shows.
 */
export function AuditActionName({ code }: { code: string }) {
  return (
    <Tooltip label={code} events={TOOLTIP_EVENTS} withArrow>
      <Text
        component="span"
        size="sm"
        tabIndex={0}
        td="underline dotted"
        style={{ textUnderlineOffset: 3, cursor: 'help' }}
      >
        {auditActionName(code)}
        <VisuallyHidden component="span"> ({code})</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
