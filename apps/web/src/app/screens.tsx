import type { AppRoute } from '@paperless/core';

import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadActivityPage } from '../features/activity/routes';
import { loadAuditLogPage } from '../features/audit-log/routes';
import { loadBillingPage } from '../features/billing/routes';
import { loadBucketEditorPage, loadBucketsPage } from '../features/buckets/routes';
import { loadClientDashboardPage } from '../features/clinic-dashboard/routes';
import { loadClientsPage, loadCompanyDetailsPage } from '../features/companies/routes';
import { loadDashboardPage } from '../features/dashboard/routes';
import { loadFinancePage } from '../features/finance/routes';
import {
  loadCreateFormPage,
  loadCustomizeFormPage,
  loadEditFormPage,
  loadFormPreviewPage,
  loadFormsPage,
} from '../features/forms/routes';
import { OutboxPage } from '../features/outbox/routes';
import { loadPlansPage } from '../features/plans/routes';
import { SettingsPage } from '../features/settings/routes';
import { loadSubmittedFormsPage } from '../features/submitted-forms/routes';
import { loadCompanyUsersPage, loadStaffUsersPage } from '../features/users/routes';
import { loadVerifyDocumentPage } from '../features/document-verify/routes';
import { loadVisitsPage } from '../features/visits/routes';
import { ComingSoon } from '../ui/ComingSoon';
import { LoadingSuspense } from '../ui/LoadingSuspense';

/** A screen whose code comes in its own chunk, fetched by its feature's loader when first shown. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Screen) => ({ default: Screen })));
}

// The form engine is a large chunk (the templates, the signature pad and its fonts); only the
// screens that show a form load it.
const FormPreviewPage = lazyScreen(loadFormPreviewPage);
const EditFormPage = lazyScreen(loadEditFormPage);
// Plans are for a few staff roles only; their table and forms load when first opened.
const PlansPage = lazyScreen(loadPlansPage);

// Each provider screen loads when first opened, so a clinic user never downloads them.
const DashboardPage = lazyScreen(loadDashboardPage);
const ClientsPage = lazyScreen(loadClientsPage);
const CompanyDetailsPage = lazyScreen(loadCompanyDetailsPage);
const StaffUsersPage = lazyScreen(loadStaffUsersPage);
const FinancePage = lazyScreen(loadFinancePage);

// The clinic portal's screens, each loaded when first opened.
const ClientDashboardPage = lazyScreen(loadClientDashboardPage);
const FormsPage = lazyScreen(loadFormsPage);
const CreateFormPage = lazyScreen(loadCreateFormPage);
const CustomizeFormPage = lazyScreen(loadCustomizeFormPage);
const BucketsPage = lazyScreen(loadBucketsPage);
const BucketEditorPage = lazyScreen(loadBucketEditorPage);
const SubmittedFormsPage = lazyScreen(loadSubmittedFormsPage);
// Issue 18: checks a PDF against the clinic's submitted forms.
const VerifyDocumentPage = lazyScreen(loadVerifyDocumentPage);
// Issue 16: the front desk's day.
const ActivityPage = lazyScreen(loadActivityPage);
const VisitsPage = lazyScreen(loadVisitsPage);
const CompanyUsersPage = lazyScreen(loadCompanyUsersPage);

const BillingPage = lazyScreen(loadBillingPage);
const AuditLogPage = lazyScreen(loadAuditLogPage);

function Lazy({ children, label = 'Loading form' }: { children: ReactNode; label?: string }) {
  return <LoadingSuspense label={label}>{children}</LoadingSuspense>;
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
