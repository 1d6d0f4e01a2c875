import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockCard } from './BlockCard';
import { BlocksOverviewProvider } from './blocksOverview';
import type { BuilderValues } from './builderValues';
import { DeletedBlockNotice } from './DeletedBlockNotice';
import { dragAnnouncements, dragInstructions } from './dragAnnouncements';
import { useBlockActions } from './useBlockActions';

/**
 * The form's blocks in order: drag a block by its handle (pointer, or Space and the arrow keys),
 * or use its buttons; a deleted block leaves an Undo notice at its place.
 */
export function BlockList() {
  const { control, getValues, formState } = useFormContext<BuilderValues>();
  const list = useFieldArray({ control, name: 'fields' });
  const actions = useBlockActions(list);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const uids = list.fields.map((f) => f.uid);
  const rootError = formState.errors.fields?.root?.message ?? formState.errors.fields?.message;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    list.move(uids.indexOf(String(active.id)), uids.indexOf(String(over.id)));
  };
  // At the deleted block's place, or at the end when the list has grown shorter since.
  const noticeAt = actions.deleted ? Math.min(actions.deleted.index, list.fields.length) : -1;
  const notice = (at: number) =>
    actions.deleted &&
    noticeAt === at && (
      <DeletedBlockNotice
        deleted={actions.deleted}
        onUndo={actions.undo}
        onDismiss={actions.dismissUndo}
      />
    );

  return (
    <Stack gap="sm">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(() => getValues('fields')),
          screenReaderInstructions: dragInstructions,
        }}
      >
        <SortableContext items={uids} strategy={verticalListSortingStrategy}>
          <BlocksOverviewProvider>
            {list.fields.map((field, index) => (
              <Fragment key={field.id}>
                {notice(index)}
                <BlockCard
                  index={index}
                  isLast={index === list.fields.length - 1}
                  uid={field.uid}
                  actions={actions.cardActions}
                />
              </Fragment>
            ))}
          </BlocksOverviewProvider>
        </SortableContext>
      </DndContext>
      {notice(list.fields.length)}
      {list.fields.length === 0 && !actions.deleted && (
        <Text c="gray.7" size="sm">
          No blocks yet. Add a question, a section heading or a text block.
        </Text>
      )}
      {rootError && <Input.Error role="alert">{rootError}</Input.Error>}
      <VisuallyHidden role="status" aria-live="polite">
        {actions.announcement}
      </VisuallyHidden>
      <AddBlockMenu onAdd={actions.add} />
    </Stack>
  );
}
