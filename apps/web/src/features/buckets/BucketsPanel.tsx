import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { bucketMessages, hasPermission, type BucketSummary } from '@paperless/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useSignedInSession } from '../auth/session';
import { useSendDialogs } from '../sending/useSendDialogs';
import { createBucketPath, editBucketPath } from './bucketPaths';
import { BUCKETS_PAGE_SIZE, useBuckets, useDeleteBucket } from './bucketsApi';
import { BucketsTable, type BucketRowActions } from './BucketsTable';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface BucketsPanelProps {
  /** The client a provider opened; absent on a clinic user's own page. */
  companyId?: number | undefined;
}

/**
 * The bucket list both the clinic's own page and a client's Bucket tab show. Staff who open a
 * client without manage_forms see it read-only (decision 25): no Create, Edit, Send or Delete.
 */
export function BucketsPanel({ companyId }: BucketsPanelProps) {
  const navigate = useNavigate();
  const canManage = hasPermission(useSignedInSession().permissions, 'manage_forms');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const buckets = useBuckets(companyId, page, debouncedSearch);
  const deleteBucket = useDeleteBucket(companyId);
  const sending = useSendDialogs(companyId);

  const total = buckets.data?.total ?? 0;
  const emptyText = debouncedSearch
    ? bucketMessages.emptySearch
    : companyId === undefined
      ? bucketMessages.emptyAll
      : bucketMessages.emptyForCompany;

  const remove = (bucket: BucketSummary) => {
    // The spec asks with the browser's own confirm.
    if (!window.confirm(bucketMessages.deleteConfirm(bucket.title))) return;
    deleteBucket.mutate(bucket.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        // The last row of a page gone: show the page before rather than an empty one.
        if (buckets.data?.data.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  const actions: BucketRowActions = {
    onEdit: (bucket) => void navigate(editBucketPath(bucket.id, companyId)),
    onSend: (bucket) => sending.openSend({ kind: 'bucket', id: bucket.id, title: bucket.title }),
    onShowLinks: (bucket) =>
      sending.openLinks({ kind: 'bucket', id: bucket.id, title: bucket.title }),
    onDelete: remove,
    deletingId: deleteBucket.isPending ? (deleteBucket.variables ?? null) : null,
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search buckets"
          placeholder="Title, number of forms or form name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          maw={420}
          miw={220}
        />
        {canManage && (
          <Button
            component={Link}
            to={createBucketPath(companyId)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create Bucket
          </Button>
        )}
      </Group>
      {buckets.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="The buckets could not be loaded">
          <Text size="sm" mb="sm">
            {buckets.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void buckets.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <BucketsTable
          buckets={buckets.data?.data}
          isLoading={buckets.isPending}
          emptyText={emptyText}
          actions={canManage ? actions : undefined}
        />
      )}
      <ListPager
        total={total}
        pageSize={BUCKETS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        noun={['bucket', 'buckets']}
      />
      {canManage && sending.dialogs}
    </Stack>
  );
}
