import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInSession } from '../../lib/session';
import { companyIdFrom } from './bucketPaths';
import { BucketsPanel } from './BucketsPanel';

/**
 * /buckets and /bucket: a clinic user's own buckets. Provider staff act on a client, so they
 * arrive with ?company_id=N (or are sent to the client's Bucket tab).
 */
export function BucketsPage() {
  const { user } = useSignedInSession();
  const [params] = useSearchParams();
  const companyId = companyIdFrom(params);
  const isProvider = user.user_type === 'provider';

  return (
    <>
      <PageHeader
        title="Buckets"
        description="Group forms that patients fill in together, then send the whole bucket as one link."
      />
      {isProvider && companyId === undefined ? (
        <Alert icon={<IconInfoCircle />} title="Choose a client first">
          Buckets belong to a client. Open the client from{' '}
          <Anchor component={Link} to="/clients">
            Clients
          </Anchor>{' '}
          and use its Bucket tab.
        </Alert>
      ) : (
        <BucketsPanel companyId={companyId} />
      )}
    </>
  );
}
