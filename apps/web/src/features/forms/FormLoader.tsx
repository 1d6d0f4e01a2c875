import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formMessages, type FormDetail } from '@paperless/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { PageHeader } from '../../ui/PageHeader';
import { companyIdFrom, formsListPath } from './formPaths';
import { useFormDetail } from './formsApi';
import { LoadError } from '../../ui/LoadError';

interface FormLoaderProps {
  /** The page's heading, shown while loading too. */
  title: string;
  /** What to draw once the form is here; the company is passed on for links and saves. */
  children: (form: FormDetail, companyId: number | undefined) => ReactNode;
}

/**
 * /view-form/{id} and /edit-form/{id} take the company's form id (forms.id); staff add
 * ?company_id=N. This loads that form, with a skeleton while loading and a plain not-found.
 */
export function FormLoader({ title, children }: FormLoaderProps) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const companyId = companyIdFrom(search);
  const formId = id && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  return (
    <>
      <PageHeader title={title} actions={<BackToForms companyId={companyId} />} />
      {formId ? (
        <LoadedForm formId={formId} companyId={companyId}>
          {children}
        </LoadedForm>
      ) : (
        <FormNotFound />
      )}
    </>
  );
}

function LoadedForm({
  formId,
  companyId,
  children,
}: Pick<FormLoaderProps, 'children'> & { formId: number; companyId: number | undefined }) {
  const form = useFormDetail(formId, companyId);
  if (form.isPending) {
    return (
      <Paper withBorder p="md" aria-busy="true" aria-label="Loading form">
        <Stack>
          <Skeleton height={28} width="40%" />
          <Skeleton height={14} width="70%" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (form.isError) {
    if (form.error instanceof ApiError && form.error.status === 404) {
      return <FormNotFound />;
    }
    return <LoadError title={formMessages.fetchFailed} query={form} />;
  }
  return children(form.data, companyId);
}

function FormNotFound() {
  return (
    <Alert color="gray" icon={<IconAlertCircle />} title={formMessages.notFound}>
      <Text size="sm">It may have been deleted, or it belongs to another company.</Text>
    </Alert>
  );
}

function BackToForms({ companyId }: { companyId: number | undefined }) {
  return (
    <Button
      component={Link}
      to={formsListPath(companyId)}
      variant="default"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
    >
      Back to forms
    </Button>
  );
}
