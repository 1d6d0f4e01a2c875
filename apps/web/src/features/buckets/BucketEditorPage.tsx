import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { bucketMessages, formMessages, type BucketSummary } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { BucketForm } from './BucketForm';
import { bucketListPath, companyIdFrom } from './bucketPaths';
import {
  useBucket,
  useCreateBucket,
  useFormOptions,
  useUpdateBucket,
  type FormOption,
} from './bucketsApi';

interface EditorProps {
  mode: 'create' | 'edit';
}

/** /create-bucket and /edit-bucket/:id, with ?company_id=N when staff act on a client. */
export function BucketEditorPage({ mode }: EditorProps) {
  const [params] = useSearchParams();
  const companyId = companyIdFrom(params);
  const bucketId = Number(useParams().id);
  const navigate = useNavigate();
  const listPath = bucketListPath(companyId);

  const forms = useFormOptions(companyId);
  const bucket = useBucket(companyId, mode === 'edit' ? bucketId : 0);
  const create = useCreateBucket(companyId);
  const update = useUpdateBucket(companyId, bucketId);

  const goBack = () => {
    // "Cancel goes back": to the previous screen, or the list when the editor was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(listPath);
  };

  const title = mode === 'create' ? 'Create Bucket' : 'Edit Bucket';
  const failed = forms.isError ? forms : mode === 'edit' && bucket.isError ? bucket : null;
  let body;
  if (mode === 'edit' && !(bucketId > 0)) {
    body = <LoadError message={bucketMessages.notFound} onBack={goBack} />;
  } else if (failed) {
    body = (
      <LoadError
        title={forms.isError ? formMessages.fetchListFailed : undefined}
        message={failed.error?.message ?? ''}
        onBack={goBack}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (mode === 'edit' && !bucket.data) {
    body = <Spinner label={bucketMessages.loadingBucket} />;
  } else if (!forms.data) {
    body = <Spinner label={bucketMessages.loadingForms} />;
  } else {
    body = (
      <BucketForm
        // Keyed by bucket, so another bucket starts a fresh form with its values.
        key={bucket.data?.id ?? 'new'}
        mode={mode}
        defaultValues={{
          title: bucket.data?.title ?? '',
          form_ids: bucket.data?.forms.map((f) => f.id) ?? [],
        }}
        forms={withBucketForms(forms.data, bucket.data)}
        onSave={mode === 'create' ? create.mutateAsync : update.mutateAsync}
        onSaved={() => void navigate(listPath)}
        onCancel={goBack}
      />
    );
  }

  return (
    <Stack maw={760}>
      <PageHeader title={title} />
      {body}
    </Stack>
  );
}

/** A bucket's forms stay ticked even if the checklist's page of forms did not include them. */
function withBucketForms(forms: FormOption[], bucket: BucketSummary | undefined): FormOption[] {
  const missing = (bucket?.forms ?? []).filter((f) => !forms.some((o) => o.id === f.id));
  return [...forms, ...missing];
}

function Spinner({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

interface LoadErrorProps {
  title?: string | undefined;
  message: string;
  onBack: () => void;
  onRetry?: () => void;
}

function LoadError({ title, message, onBack, onRetry }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle />}
      title={title ?? 'This bucket could not be opened'}
    >
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button.Group>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onBack}>
          Go back
        </Button>
      </Button.Group>
    </Alert>
  );
}
