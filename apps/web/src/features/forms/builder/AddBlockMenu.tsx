import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { KIND_GROUPS, type BlockKind } from './blockKinds';
import { useBuilderScope } from './builderScope';

/** "Add block": every kind of block in staff's words, headings and text first, then questions. */
export function AddBlockMenu({ onAdd }: { onAdd: (kind: BlockKind) => void }) {
  const { withoutKinds } = useBuilderScope();
  return (
    <Menu position="bottom-start" shadow="md" withinPortal={false}>
      <Menu.Target>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          Add block
        </Button>
      </Menu.Target>
      {/* Tall on a phone: the list scrolls inside the menu rather than off the screen. */}
      <Menu.Dropdown mah="60vh" style={{ overflowY: 'auto' }}>
        {KIND_GROUPS.map(({ title, kinds }, i) => (
          <Fragment key={title}>
            {i > 0 && <Menu.Divider />}
            <Menu.Label>{title}</Menu.Label>
            {kinds
              .filter(({ kind }) => !withoutKinds.includes(kind))
              .map(({ kind, name }) => (
                <Menu.Item key={kind} onClick={() => onAdd(kind)}>
                  {name}
                </Menu.Item>
              ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
