import { ListScreen } from '../../ui/ListScreen';
import { OUTBOX_PAGE_SIZE, useOutboxPage } from './outboxApi';
import { OutboxTable } from './OutboxTable';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';

const OUTBOX: ListSpec = {
  pageSize: OUTBOX_PAGE_SIZE,
  noun: ['message', 'messages'],
  searchPlaceholder: 'Recipient address or subject',
  errorTitle: 'The outbox could not be loaded',
};

/** Mail and SMS the app sent or kept (decision 22), for Super Admin (view_outbox). */
export function OutboxPage() {
  const list = useServerList(OUTBOX);
  const outbox = useOutboxPage(list.page, list.query);

  return (
    <ListScreen
      title="Outbox"
      description="Messages Paperless Clinic sends by e-mail or SMS. When no mail or SMS service is configured, they are kept here instead of being sent, so you can open their links on this computer until a link is used or expires. When a service is configured, this list shows whether each message was delivered; delivered messages keep no link. Addresses are shown masked."
    >
      <ServerList list={list} query={outbox}>
        <OutboxTable
          messages={outbox.data?.data}
          isLoading={outbox.isPending}
          emptyText={list.query ? 'No messages match your search.' : 'No messages yet.'}
        />
      </ServerList>
    </ListScreen>
  );
}
