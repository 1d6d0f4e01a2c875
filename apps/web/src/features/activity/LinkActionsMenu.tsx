import { ActionIcon, Menu } from '@mantine/core';
import type { SentLink } from '@paperless/core';
import { IconCalendarPlus, IconDots, IconFileTypePdf, IconSend, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';
import { linkActions, linkWho, type LinkAction } from './linkActions';

const ITEMS: Record<LinkAction, { label: string; icon: ReactNode; color?: string }> = {
  resend: { label: 'Resend', icon: <IconSend size={16} aria-hidden /> },
  extend: { label: 'Extend', icon: <IconCalendarPlus size={16} aria-hidden /> },
  files: { label: 'View PDFs', icon: <IconFileTypePdf size={16} aria-hidden /> },
  // red.9: the lighter reds are under 4.5:1 on white.
  cancel: { label: 'Cancel link', icon: <IconX size={16} aria-hidden />, color: 'red.9' },
};
const ORDER: LinkAction[] = ['resend', 'extend', 'files', 'cancel'];

export interface LinkRowActions {
  onAction: (link: SentLink, action: LinkAction) => void;
  /** The link an action is under way for: its menu shows a spinner. */
  busyId: number | null;
}

/** A link's actions in one menu, named for the patient or recipient so a screen reader tells rows apart. */
export function LinkActionsMenu({ link, actions }: { link: SentLink; actions: LinkRowActions }) {
  const allowed = linkActions(link);
  if (allowed.length === 0) return null;
  return (
    // Out of the table's scroll box (it would clip the menu), but into the page's main landmark
    // when there is one, so a screen reader finds it among the page's regions (axe: region).
    <Menu
      position="bottom-end"
      shadow="md"
      withinPortal
      portalProps={{ target: document.getElementById(MAIN_CONTENT_ID) ?? undefined }}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Actions for ${linkWho(link)}`}
          loading={actions.busyId === link.id}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ORDER.filter((action) => allowed.includes(action)).map((action) => (
          <Menu.Item
            key={action}
            leftSection={ITEMS[action].icon}
            color={ITEMS[action].color}
            onClick={() => actions.onAction(link, action)}
          >
            {ITEMS[action].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
