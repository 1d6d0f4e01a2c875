import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LINK_STATE_LABELS, LINK_STATES, sendingMessages, type LinkState } from '@paperless/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPager } from '../../ui/ListPager';
import { LoadError } from '../../ui/LoadError';
import { ActivityTable } from './ActivityTable';
import { LINKS_PAGE_SIZE, useLinks, type LinkListScope } from './linksApi';
import { useLinkActions } from './useLinkActions';

const SEARCH_DELAY_MS = 300;
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
  const [search, setSearch] = useState('');
  const [state, setState] = useState<LinkState | null>(null);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const links = useLinks(scope, { q, state }, page);
  const rows = links.data?.data;
  const timeZone = links.data?.time_zone ?? 'UTC';
  const { actions, dialogs } = useLinkActions(rows, scope.companyId, timeZone);

  const scoped = scope.formId !== undefined || scope.bucketId !== undefined;
  const filtered = q !== '' || state !== null;
  const total = links.data?.total ?? 0;

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search links"
          placeholder={
            scoped
              ? 'Patient name, full e-mail or phone'
              : 'Patient, full e-mail or phone, form or bucket'
          }
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label="State"
          data={STATE_OPTIONS}
          value={state ?? ALL}
          allowDeselect={false}
          onChange={(value) => {
            setState(value && value !== ALL ? (value as LinkState) : null);
            setPage(1);
          }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {links.isError ? (
        <LoadError
          title="The sent links could not be loaded"
          message={links.error.message}
          onRetry={() => void links.refetch()}
        />
      ) : (
        <ActivityTable
          links={rows}
          timeZone={timeZone}
          isLoading={links.isPending}
          emptyText={scoped && !filtered ? sendingMessages.noLinks : sendingMessages.noActivity}
          showTitle={!scoped}
          actions={actions}
        />
      )}
      <ListPager
        total={total}
        pageSize={LINKS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        noun={['link', 'links']}
      />
      {links.data?.total_capped && (
        <Text size="sm" c="gray.7">
          More than {total.toLocaleString('en-US')} links match: only the newest are paged here.
          Search or choose a state to narrow them.
        </Text>
      )}
      {dialogs}
    </Stack>
  );
}
