import type { Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { BuilderBlock } from './builderValues';
import { describeBlock } from './useBlockActions';

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this block, press Space or Enter. Move it with the Up and Down arrow keys, press Space or Enter to drop it, or Escape to put it back.',
};

/**
 * What a screen reader hears while a block is dragged, in blocks and positions rather than
 * dnd-kit's "draggable item" and ids. `blocks` reads the current list when each event comes.
 */
export function dragAnnouncements(blocks: () => readonly BuilderBlock[]): Announcements {
  const count = () => blocks().length;
  const named = (id: unknown) => describeBlock(blocks().find((b) => b.uid === id));
  const indexOf = (id: unknown) => blocks().findIndex((b) => b.uid === id);
  // The place a drop lands on, as the sortable list saw it (the list may have moved since).
  const placeOf = (over: Over) => {
    const sortable: unknown = over.data.current?.sortable;
    const index =
      sortable && typeof sortable === 'object' && 'index' in sortable
        ? Number(sortable.index)
        : indexOf(over.id);
    return `position ${index + 1} of ${count()}`;
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${named(active.id)} at position ${indexOf(active.id) + 1} of ${count()}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${named(active.id)} is over ${placeOf(over)}.`
        : `${named(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${named(active.id)} at ${placeOf(over)}.`
        : `Dropped ${named(active.id)}; it stays where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${named(active.id)} was cancelled; it is back at position ${indexOf(active.id) + 1} of ${count()}.`,
  };
}
