import { bucketMessages, hasPermission, type BucketSummary } from '@paperless/core';

import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useSignedInSession } from '../../lib/session';
import { useSendDialogs } from '../sending';
import { createBucketPath, editBucketPath } from './bucketPaths';
import { BUCKETS_PAGE_SIZE, useBuckets, useDeleteBucket } from './bucketsApi';
import { BucketsTable, type BucketRowActions } from './BucketsTable';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';
import { AddButton } from '../../ui/AddButton';

interface BucketsPanelProps {
  /** The client a provider opened; absent on a clinic user's own page. */
  companyId?: number | undefined;
}

const BUCKETS: ListSpec = {
  pageSize: BUCKETS_PAGE_SIZE,
  noun: ['bucket', 'buckets'],
  searchPlaceholder: 'Title, number of forms or form name',
};

/**
 * The bucket list both the clinic's own page and a client's Bucket tab show. Staff who open a
 * client without manage_forms see it read-only (decision 25): no Create, Edit, Send or Delete.
 */
export function BucketsPanel({ companyId }: BucketsPanelProps) {
  const navigate = useNavigate();
  const canManage = hasPermission(useSignedInSession().permissions, 'manage_forms');
  const list = useServerList(BUCKETS);
  const buckets = useBuckets(companyId, list.page, list.query);
  const deleteBucket = useDeleteBucket(companyId);
  const sending = useSendDialogs(companyId);

  const emptyText = list.query
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
        list.afterRemoving(buckets.data?.data.length);
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
    <>
      <ServerList
        list={list}
        query={buckets}
        actions={canManage && <AddButton to={createBucketPath(companyId)}>Create Bucket</AddButton>}
      >
        <BucketsTable
          buckets={buckets.data?.data}
          isLoading={buckets.isPending}
          emptyText={emptyText}
          actions={canManage ? actions : undefined}
        />
      </ServerList>
      {canManage && sending.dialogs}
    </>
  );
}
