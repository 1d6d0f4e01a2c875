import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BlockBody } from './BlockBody';
import { blockCardId, moveButtonId } from './blockIds';
import { kindName, type BlockKind } from './blockKinds';
import type { BuilderValues } from './builderValues';
import type { CardActions } from './useBlockActions';

interface BlockCardProps {
  index: number;
  isLast: boolean;
  uid: string;
  /** The same object on every render (useBlockActions), so the memo holds. */
  actions: CardActions;
}

/** A block's accessible name: its place, its kind and its label, as staff tell blocks apart. */
export const blockName = (n: number, kind: BlockKind, label: string | undefined) =>
  `Block ${n}: ${kindName(kind)}${label?.trim() ? ` – ${label.trim()}` : ''}`;

/**
 * One block of the builder: its handle (drag, or Space then the arrow keys), its buttons (move,
 * duplicate, delete) and its body. Memoized: adding or moving a block redraws the cards whose
 * place changed, not all of them; dnd-kit redraws the shells, the bodies stay.
 */
export const BlockCard = memo(function BlockCard({ index, isLast, uid, actions }: BlockCardProps) {
  const { control } = useFormContext<BuilderValues>();
  const kind = useWatch({ control, name: `fields.${index}.kind` });
  const label = useWatch({ control, name: `fields.${index}.label` });
  // Destructured: the hooks lint reads an object holding setNodeRef as a ref as a whole.
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging: dragging,
  } = useSortable({ id: uid });
  const n = index + 1;

  return (
    <Paper
      ref={setNodeRef}
      id={blockCardId(uid)}
      tabIndex={-1}
      withBorder
      p="md"
      component="fieldset"
      aria-label={blockName(n, kind, label)}
      shadow={dragging ? 'md' : undefined}
      style={{
        margin: 0,
        // A fieldset is as wide as its content by default: at 390 px that would overflow.
        minWidth: 0,
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: dragging ? 1 : undefined,
      }}
    >
      <Stack gap="sm">
        {/* At 390 px the buttons wrap under the block's name rather than squeeze it. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray.8"
              aria-label={`Drag block ${n}`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Text fw={600} size="sm" style={{ flexShrink: 0 }}>
              Block {n}
            </Text>
            <Badge variant="light" color="gray" radius="sm" style={{ minWidth: 0 }}>
              {kindName(kind)}
            </Badge>
          </Group>
          <Group gap={2} wrap="nowrap">
            <CardButton
              id={moveButtonId(uid, 'up')}
              tip="Move up"
              label={`Move block ${n} up`}
              disabled={index === 0}
              onClick={() => actions.move(index, 'up')}
              icon={<IconArrowUp size={18} aria-hidden />}
            />
            <CardButton
              id={moveButtonId(uid, 'down')}
              tip="Move down"
              label={`Move block ${n} down`}
              disabled={isLast}
              onClick={() => actions.move(index, 'down')}
              icon={<IconArrowDown size={18} aria-hidden />}
            />
            <CardButton
              tip="Duplicate"
              label={`Duplicate block ${n}`}
              onClick={() => actions.duplicate(index)}
              icon={<IconCopy size={18} aria-hidden />}
            />
            <CardButton
              tip="Delete"
              label={`Delete block ${n}`}
              color="red.9"
              onClick={() => actions.remove(index)}
              icon={<IconTrash size={18} aria-hidden />}
            />
          </Group>
        </Group>
        <BlockBody index={index} uid={uid} />
      </Stack>
    </Paper>
  );
});

interface CardButtonProps {
  tip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  id?: string;
  disabled?: boolean;
  color?: string;
}

function CardButton({ tip, label, icon, onClick, id, disabled, color }: CardButtonProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon
        id={id}
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
