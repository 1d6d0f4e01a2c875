import type { AppRoute } from '@paperless/core';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { OutboxPage } from '../features/outbox/OutboxPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ComingSoon } from '../ui/ComingSoon';

// The form engine is a large chunk (the templates, the signature pad and its fonts); only the
// screens that show a form load it.
const FormPreviewPage = lazy(() =>
  import('../features/form-engine/pages').then((m) => ({ default: m.FormPreviewPage })),
);
const EditFormPage = lazy(() =>
  import('../features/form-engine/pages').then((m) => ({ default: m.EditFormPage })),
);
// Plans are for a few staff roles only; their table and forms load when first opened.
const PlansPage = lazy(() =>
  import('../features/plans/PlansPage').then((m) => ({ default: m.PlansPage })),
);

// Each provider screen loads when first opened, so a clinic user never downloads them.
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const ClientsPage = lazy(() =>
  import('../features/clients/ClientsPage').then((m) => ({ default: m.ClientsPage })),
);
const CompanyDetailsPage = lazy(() =>
  import('../features/clients/CompanyDetailsPage').then((m) => ({
    default: m.CompanyDetailsPage,
  })),
);
const StaffUsersPage = lazy(() =>
  import('../features/users/StaffUsersPage').then((m) => ({ default: m.StaffUsersPage })),
);
const FinancePage = lazy(() =>
  import('../features/finance/FinancePage').then((m) => ({ default: m.FinancePage })),
);

// The clinic portal's screens, each loaded when first opened.
const ClientDashboardPage = lazy(() =>
  import('../features/client-dashboard/ClientDashboardPage').then((m) => ({
    default: m.ClientDashboardPage,
  })),
);
const FormsPage = lazy(() =>
  import('../features/forms/FormsPage').then((m) => ({ default: m.FormsPage })),
);
const CreateFormPage = lazy(() =>
  import('../features/forms/CreateFormPage').then((m) => ({ default: m.CreateFormPage })),
);
const CustomizeFormPage = lazy(() =>
  import('../features/forms/customize/CustomizeFormPage').then((m) => ({
    default: m.CustomizeFormPage,
  })),
);
const BucketsPage = lazy(() =>
  import('../features/buckets/BucketsPage').then((m) => ({ default: m.BucketsPage })),
);
const BucketEditorPage = lazy(() =>
  import('../features/buckets/BucketEditorPage').then((m) => ({ default: m.BucketEditorPage })),
);
const SubmittedFormsPage = lazy(() =>
  import('../features/submitted-forms/SubmittedFormsPage').then((m) => ({
    default: m.SubmittedFormsPage,
  })),
);
// Issue 18: checks a PDF against the clinic's submitted forms.
const VerifyDocumentPage = lazy(() =>
  import('../features/verify-document/VerifyDocumentPage').then((m) => ({
    default: m.VerifyDocumentPage,
  })),
);
// Issue 16: the front desk's day.
const ActivityPage = lazy(() =>
  import('../features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })),
);
const VisitsPage = lazy(() =>
  import('../features/visits/VisitsPage').then((m) => ({ default: m.VisitsPage })),
);
const CompanyUsersPage = lazy(() =>
  import('../features/users/CompanyUsersPage').then((m) => ({
    default: m.CompanyUsersPage,
  })),
);

const BillingPage = lazy(() =>
  import('../features/billing/BillingPage').then((m) => ({ default: m.BillingPage })),
);
const AuditLogPage = lazy(() =>
  import('../features/audit-log/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);

function Lazy({ children, label = 'Loading form' }: { children: ReactNode; label?: string }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={label} role="status" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** Titles of the routes the sidebar does not list (reached from other screens). */
const UNLISTED_TITLES: Record<string, string> = {
  '/companyDetails/:id/*': 'Company Details',
  '/buckets': 'Buckets',
  '/create-bucket': 'Create Bucket',
  '/edit-bucket/:id': 'Edit Bucket',
  '/create-form': 'Create Form',
  '/view-form/:id': 'View Form',
  '/edit-form/:id': 'Edit Form',
};

/** The screen of each signed-in route; the ones not built yet say so plainly. */
export function screenFor(route: AppRoute): ReactNode {
  switch (route.path) {
    case '/view-form/:id':
      return (
        <Lazy>
          <FormPreviewPage />
        </Lazy>
      );
    case '/edit-form/:id':
      return (
        <Lazy>
          <EditFormPage />
        </Lazy>
      );
    case '/outbox':
      return <OutboxPage />;
    case '/hr-plan':
      return (
        <Lazy label="Loading plans">
          <PlansPage />
        </Lazy>
      );
    case '/dashboard':
      return (
        <Lazy label="Loading dashboard">
          <DashboardPage />
        </Lazy>
      );
    case '/clients':
      return (
        <Lazy label="Loading clients">
          <ClientsPage />
        </Lazy>
      );
    case '/companyDetails/:id/*':
      return (
        <Lazy label="Loading company">
          <CompanyDetailsPage />
        </Lazy>
      );
    case '/hr-user-management':
      return (
        <Lazy label="Loading users">
          <StaffUsersPage />
        </Lazy>
      );
    case '/hr-finance':
      return (
        <Lazy label="Loading transactions">
          <FinancePage />
        </Lazy>
      );
    case '/hr-settings':
    case '/settings':
      return <SettingsPage />;
    case '/client-dashboard':
      return (
        <Lazy label="Loading dashboard">
          <ClientDashboardPage />
        </Lazy>
      );
    case '/activity':
      return (
        <Lazy label="Loading activity">
          <ActivityPage />
        </Lazy>
      );
    case '/visits':
      return (
        <Lazy label="Loading visits">
          <VisitsPage />
        </Lazy>
      );
    case '/forms':
      return (
        <Lazy label="Loading forms">
          <FormsPage />
        </Lazy>
      );
    case '/create-form':
      return (
        <Lazy label="Loading form builder">
          <CreateFormPage />
        </Lazy>
      );
    case '/forms/:id/customize':
      return (
        <Lazy>
          <CustomizeFormPage mode="new" />
        </Lazy>
      );
    case '/forms/:id/customization':
      return (
        <Lazy>
          <CustomizeFormPage mode="edit" />
        </Lazy>
      );
    case '/bucket':
    case '/buckets':
      return (
        <Lazy label="Loading buckets">
          <BucketsPage />
        </Lazy>
      );
    case '/create-bucket':
      return (
        <Lazy label="Loading available forms">
          <BucketEditorPage mode="create" />
        </Lazy>
      );
    case '/edit-bucket/:id':
      return (
        <Lazy label="Loading bucket details">
          <BucketEditorPage mode="edit" />
        </Lazy>
      );
    case '/verify-document':
      return (
        <Lazy label="Loading verify">
          <VerifyDocumentPage />
        </Lazy>
      );
    case '/submitted-forms':
      return (
        <Lazy label="Loading submitted forms">
          <SubmittedFormsPage />
        </Lazy>
      );
    case '/user-management':
      return (
        <Lazy label="Loading users">
          <CompanyUsersPage />
        </Lazy>
      );
    case '/billing':
      return (
        <Lazy label="Loading billing">
          <BillingPage />
        </Lazy>
      );
    case '/audit-log':
      return (
        <Lazy label="Loading audit log">
          <AuditLogPage />
        </Lazy>
      );
    default:
      return (
        <ComingSoon title={route.label ?? UNLISTED_TITLES[route.path] ?? 'Paperless Clinic'} />
      );
  }
}
