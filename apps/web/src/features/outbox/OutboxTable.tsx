import { Skeleton, Table, Text } from '@mantine/core';
import type { OutboxMessage } from '@paperless/core';
import { OutboxRow } from './OutboxRow';

const COLUMNS = ['To', 'Subject', 'Message', 'Time', 'State'] as const;
const SKELETON_ROWS = 5;

interface OutboxTableProps {
  messages: OutboxMessage[] | undefined;
  isLoading: boolean;
  emptyText: string;
}

export function OutboxTable({ messages, isLoading, emptyText }: OutboxTableProps) {
  return (
    // Wide columns scroll sideways on phones instead of squeezing the message text.
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-busy={isLoading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Tr key={row} aria-hidden>
                {COLUMNS.map((column) => (
                  <Table.Td key={column}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!isLoading && messages?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!isLoading &&
            messages?.map((message) => <OutboxRow key={message.id} message={message} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
