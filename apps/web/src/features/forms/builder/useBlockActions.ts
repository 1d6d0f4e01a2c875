import { useMemo, useState } from 'react';
import { useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { kindName, type BlockKind } from './blockKinds';
import {
  blockCardId,
  blockLabelId,
  blockTextId,
  moveButtonId,
  type MoveDirection,
} from './blockIds';
import {
  copyOfBlock,
  keyFromLabel,
  newBlock,
  type BuilderBlock,
  type BuilderValues,
} from './builderValues';
import { useTakenKeys } from './builderScope';
import { focusSoon } from './focusSoon';

/** A deleted block, kept until the next delete so Undo can put it back at its place. */
export interface DeletedBlock {
  block: BuilderBlock;
  index: number;
}

export const UNDO_BUTTON_ID = 'builder-undo-delete';

/** The block's first input: where keyboard work on a new or restored block starts. */
const focusBlock = (uid: string) =>
  focusSoon(blockLabelId(uid), blockTextId(uid), blockCardId(uid));

/** How a block is named in announcements: its label, or its kind while it has none. */
export const describeBlock = (block: BuilderBlock | undefined) =>
  block?.label.trim() ? `“${block.label.trim()}”` : `the ${kindName(block?.kind ?? 'text')} block`;

type BlockList = UseFieldArrayReturn<BuilderValues, 'fields'>;

/** What a card's buttons do, by the card's place in the list. */
export interface CardActions {
  move: (index: number, direction: MoveDirection) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
}

/**
 * What staff do to the list of blocks (issue 17): add, move, duplicate, delete with undo. Each
 * keeps focus on the work (the moved block's button, the new block's first input, Undo) and
 * says what happened in `announcement` for screen readers.
 */
export function useBlockActions(list: BlockList) {
  const { getValues } = useFormContext<BuilderValues>();
  const takenKeys = useTakenKeys();
  const [deleted, setDeleted] = useState<DeletedBlock | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { append, insert, move: moveItem, remove: removeItem } = list;

  // The cards' own actions stay the same functions from render to render, so a card redraws
  // only when its own block changes (BlockCard is memoized).
  const cardActions: CardActions = useMemo(() => {
    const blocks = () => getValues('fields');
    return {
      move: (index, direction) => {
        const target = direction === 'up' ? index - 1 : index + 1;
        const block = blocks()[index];
        if (!block || target < 0 || target >= blocks().length) return;
        moveItem(index, target);
        setAnnouncement(
          `Moved ${describeBlock(block)} to position ${target + 1} of ${blocks().length}.`,
        );
        // The button may now be disabled (top or bottom): then focus its twin on the same card.
        const other: MoveDirection = direction === 'up' ? 'down' : 'up';
        focusSoon(moveButtonId(block.uid, direction), moveButtonId(block.uid, other));
      },
      duplicate: (index) => {
        const block = blocks()[index];
        if (!block) return;
        const copy = copyOfBlock(block, takenKeys(blocks()));
        insert(index + 1, copy, { shouldFocus: false });
        setAnnouncement(`Duplicated ${describeBlock(block)} as block ${index + 2}.`);
        focusBlock(copy.uid);
      },
      remove: (index) => {
        const block = blocks()[index];
        if (!block) return;
        removeItem(index);
        setDeleted({ block, index });
        setAnnouncement('');
        focusSoon(UNDO_BUTTON_ID);
      },
    };
  }, [getValues, takenKeys, moveItem, insert, removeItem]);

  const add = (kind: BlockKind) => {
    const block = newBlock(kind, takenKeys(getValues('fields')));
    append(block, { shouldFocus: false });
    setAnnouncement(`Added block ${getValues('fields').length}: ${kindName(kind)}.`);
    focusBlock(block.uid);
  };

  const undo = () => {
    if (!deleted) return;
    const current = getValues('fields');
    const at = Math.min(deleted.index, current.length);
    const taken = takenKeys(current).map((k) => k.toLowerCase());
    let block = deleted.block;
    // A new block whose key was taken meanwhile gets the next free one; a saved key stays and
    // its clash shows under Advanced.
    if (block.key_from_label && taken.includes(block.name.toLowerCase())) {
      block = { ...block, name: keyFromLabel(block.kind, block.label, taken) };
    }
    insert(at, block, { shouldFocus: false });
    setDeleted(null);
    setAnnouncement(`Restored ${describeBlock(block)} as block ${at + 1}.`);
    focusBlock(block.uid);
  };

  return {
    cardActions,
    add,
    undo,
    dismissUndo: () => setDeleted(null),
    deleted,
    announcement,
  };
}
