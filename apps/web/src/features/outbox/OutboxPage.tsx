import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { OUTBOX_PAGE_SIZE, useOutboxPage } from './outboxApi';
import { OutboxTable } from './OutboxTable';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
/** Mail and SMS the app sent or kept (decision 22), for Super Admin (view_outbox). */
export function OutboxPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const outbox = useOutboxPage(page, debouncedSearch);

  const total = outbox.data?.total ?? 0;
  const emptyText = debouncedSearch ? 'No messages match your search.' : 'No messages yet.';

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Messages Paperless Clinic sends by e-mail or SMS. When no mail or SMS service is configured, they are kept here instead of being sent, so you can open their links on this computer until a link is used or expires. When a service is configured, this list shows whether each message was delivered; delivered messages keep no link. Addresses are shown masked."
      />
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Search messages"
            placeholder="Recipient address or subject"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={420}
          />
          {outbox.isError ? (
            <Alert color="red" icon={<IconAlertCircle />} title="The outbox could not be loaded">
              <Text size="sm" mb="sm">
                {outbox.error.message}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void outbox.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <OutboxTable
              messages={outbox.data?.data}
              isLoading={outbox.isPending}
              emptyText={emptyText}
            />
          )}
          <ListPager
            total={total}
            pageSize={OUTBOX_PAGE_SIZE}
            page={page}
            onPage={setPage}
            noun={['message', 'messages']}
          />
        </Stack>
      </Paper>
    </>
  );
}
