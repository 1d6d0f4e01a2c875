import { Alert, Skeleton, Stack } from '@mantine/core';
import { ROLE } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { EmailChangeControls } from '../email-change';
import { useSignedInSession } from '../../lib/session';
import { ClientForm } from './ClientForm';
import { companyToFormValues, emptyClient, planChoiceOf } from './clientFormValues';
import { useCompanyForEdit, useCreateCompany, useUpdateCompany } from './clientsApi';

/** A Sales Person never picks a sales contact: the server makes them the client's owner. */
function useIsSalesPerson(): { isSalesPerson: boolean; userId: number } {
  const { user } = useSignedInSession();
  return { isSalesPerson: user.role === ROLE.salesPerson, userId: user.id };
}

/** The client modal; Escape waits while the Create Custom Plan dialog is open above it. */
function ClientModal(props: DialogProps & { title: string; children: (n: Nested) => ReactNode }) {
  const [nestedOpen, setNestedOpen] = useState(false);
  return (
    <ResponsiveModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeOnEscape={!nestedOpen}
    >
      {props.children(setNestedOpen)}
    </ResponsiveModal>
  );
}
type Nested = (open: boolean) => void;

/** Closing unmounts the form, so the next Add starts empty. */
export function AddClientDialog({ opened, onClose }: DialogProps) {
  const createCompany = useCreateCompany();
  const { isSalesPerson, userId } = useIsSalesPerson();
  return (
    <ClientModal opened={opened} onClose={onClose} title="Add Client">
      {(onNestedDialogChange) => (
        <ClientForm
          mode="create"
          defaultValues={emptyClient(isSalesPerson ? userId : null)}
          initialChoice={null}
          currentPlan={null}
          withSalesContact={!isSalesPerson}
          onSave={(payload, logo) => createCompany.mutateAsync({ payload, logo })}
          onSaved={onClose}
          onNestedDialogChange={onNestedDialogChange}
        />
      )}
    </ClientModal>
  );
}

export function EditClientDialog({ companyId, ...props }: DialogProps & { companyId: number }) {
  return (
    <ClientModal {...props} title="Edit Client">
      {/* Keyed by client, so opening another client starts a fresh form with its values. */}
      {(onNestedDialogChange) => (
        <EditClientBody
          key={companyId}
          companyId={companyId}
          onSaved={props.onClose}
          onNestedDialogChange={onNestedDialogChange}
        />
      )}
    </ClientModal>
  );
}

interface EditClientBodyProps {
  companyId: number;
  onSaved: () => void;
  onNestedDialogChange: Nested;
}

function EditClientBody({ companyId, onSaved, onNestedDialogChange }: EditClientBodyProps) {
  const company = useCompanyForEdit(companyId);
  const updateCompany = useUpdateCompany(companyId);
  const { isSalesPerson } = useIsSalesPerson();
  // A new login e-mail is only requested: the form stays open, read again, to show it pending.
  const [version, setVersion] = useState(0);
  const requested = useRef(false);
  const queryClient = useQueryClient();

  if (company.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="The client could not be loaded">
        {company.error.message}
      </Alert>
    );
  }
  if (!company.data) return <FormSkeleton />;
  return (
    <ClientForm
      key={version}
      mode="edit"
      defaultValues={companyToFormValues(company.data)}
      initialChoice={planChoiceOf(company.data)}
      currentPlan={company.data.plan}
      withSalesContact={!isSalesPerson}
      onSave={async (payload) => {
        const answer = await updateCompany.mutateAsync(payload);
        requested.current = payload.email !== answer.data.email;
        // The answer is the client as saved, its pending change included: the form reads it.
        queryClient.setQueryData(['company', 'edit', companyId], { data: answer.data });
        return answer;
      }}
      onSaved={() => (requested.current ? setVersion((v) => v + 1) : onSaved())}
      onNestedDialogChange={onNestedDialogChange}
      emailNote={
        company.data.admin && (
          <EmailChangeControls
            pending={company.data.pending_email_change}
            cancelPath={`/company/email-change/${companyId}`}
            userId={company.data.admin.id}
          />
        )
      }
    />
  );
}

function FormSkeleton() {
  return (
    <Stack aria-busy aria-label="Loading client">
      {Array.from({ length: 8 }, (_, field) => (
        <Stack key={field} gap={6}>
          <Skeleton height={12} width="30%" radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}
