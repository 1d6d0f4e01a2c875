import { Select } from '@mantine/core';
import { LINK_STATE_LABELS, LINK_STATES, sendingMessages, type LinkState } from '@paperless/core';
import { useState } from 'react';
import { ServerList } from '../../ui/ServerList';
import { useServerList } from '../../ui/useServerList';
import { ActivityTable } from './ActivityTable';
import { LINKS_PAGE_SIZE, useLinks, type LinkListScope } from './linksApi';
import { useLinkActions } from './useLinkActions';

const ALL = 'all';
const STATE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...LINK_STATES.map((state) => ({ value: state, label: LINK_STATE_LABELS[state] })),
];

/**
 * Sent links, newest first, searched, filtered by state and paged by the server, each with its
 * actions: the Activity screen, the company tab, and one form's or bucket's Sent links.
 */
export function ActivityPanel(scope: LinkListScope) {
  const scoped = scope.formId !== undefined || scope.bucketId !== undefined;
  const list = useServerList({
    pageSize: LINKS_PAGE_SIZE,
    noun: ['link', 'links'],
    searchPlaceholder: scoped
      ? 'Patient name, full e-mail or phone'
      : 'Patient, full e-mail or phone, form or bucket',
    searchMaxLength: 100,
    errorTitle: 'The sent links could not be loaded',
  });
  const [state, setState] = useState<LinkState | null>(null);
  const q = list.query;
  const links = useLinks(scope, { q, state }, list.page);
  const rows = links.data?.data;
  const timeZone = links.data?.time_zone ?? 'UTC';
  const { actions, dialogs } = useLinkActions(rows, scope.companyId, timeZone);

  const filtered = q !== '' || state !== null;
  const total = links.data?.total ?? 0;

  return (
    <>
      <ServerList
        list={list}
        query={links}
        filters={
          <Select
            label="State"
            data={STATE_OPTIONS}
            value={state ?? ALL}
            allowDeselect={false}
            onChange={(value) => {
              setState(value && value !== ALL ? (value as LinkState) : null);
              list.setPage(1);
            }}
            w={{ base: '100%', xs: 180 }}
          />
        }
        cappedNote={`More than ${total.toLocaleString('en-US')} links match: only the newest are paged here. Search or choose a state to narrow them.`}
      >
        <ActivityTable
          links={rows}
          timeZone={timeZone}
          isLoading={links.isPending}
          emptyText={scoped && !filtered ? sendingMessages.noLinks : sendingMessages.noActivity}
          showTitle={!scoped}
          actions={actions}
        />
      </ServerList>
      {dialogs}
    </>
  );
}
