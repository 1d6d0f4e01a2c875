import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { newBlock, type BuilderBlock } from './builderValues';
import { dragAnnouncements } from './dragAnnouncements';

const blocks: BuilderBlock[] = [
  { ...newBlock('yes_no', []), uid: 'a', label: 'Do you smoke?' },
  { ...newBlock('text', []), uid: 'b' },
  { ...newBlock('number', []), uid: 'c', label: 'How many?' },
];
// Only the fields the announcements read.
const active = (id: string) => ({ id }) as Active;
const over = (id: string, index: number) =>
  ({ id, data: { current: { sortable: { index } } } }) as unknown as Over;

describe('drag announcements', () => {
  const say = dragAnnouncements(() => blocks);

  it('names blocks by label and place, not by dnd-kit ids', () => {
    expect(say.onDragStart({ active: active('a') })).toBe(
      'Picked up “Do you smoke?” at position 1 of 3.',
    );
    expect(say.onDragOver({ active: active('a'), over: over('c', 2) })).toBe(
      '“Do you smoke?” is over position 3 of 3.',
    );
    expect(say.onDragEnd({ active: active('b'), over: over('a', 0) })).toBe(
      'Dropped the Short text block at position 1 of 3.',
    );
    expect(say.onDragCancel({ active: active('c'), over: null })).toBe(
      'Moving “How many?” was cancelled; it is back at position 3 of 3.',
    );
  });
});
