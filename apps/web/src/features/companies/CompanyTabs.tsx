import { Center, Loader, Tabs } from '@mantine/core';
import { hasPermission, type Company, type Permission } from '@paperless/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignedInSession } from '../../lib/session';
import { loadCompanyActivityTab } from '../activity';
import { loadCompanyBucketsTab } from '../buckets';
import { loadCompanyFinanceTab } from '../finance';
import { loadCompanyFormsTab } from '../forms';
import { loadCompanySubmittedFormsTab } from '../submitted-forms';
import { CompanyOverview } from './CompanyOverview';
import { CompanyOverviewSkeleton } from './CompanyOverviewSkeleton';
import {
  ACTIVE_TAB_KEY,
  COMPANY_TABS,
  DEFAULT_COMPANY_TAB,
  tabFromPath,
  tabPath,
  type CompanyTab,
} from '../../lib/companyTabs';
import { LoadingSuspense } from '../../ui/LoadingSuspense';

// The finance feature's own tab; its table loads only when the tab is opened.
const CompanyFinanceTab = lazy(() => loadCompanyFinanceTab().then((Tab) => ({ default: Tab })));

// The clinic portal's tabs, the same components the clinic's own pages use.
const CompanyFormsTab = lazy(() => loadCompanyFormsTab().then((Tab) => ({ default: Tab })));
const CompanyBucketsTab = lazy(() => loadCompanyBucketsTab().then((Tab) => ({ default: Tab })));
const CompanySubmittedFormsTab = lazy(() =>
  loadCompanySubmittedFormsTab().then((Tab) => ({ default: Tab })),
);

const CompanyActivityTab = lazy(() => loadCompanyActivityTab().then((Tab) => ({ default: Tab })));

/**
 * Tabs the user's permissions do not open, with the reason shown on the disabled tab: Finance
 * Details needs manage or view finance (spec); Forms and Bucket are open to everyone who opens
 * the company, read-only without manage forms (decision 25); Activity lists the links sent to
 * patients and Submitted Forms their answers, so they keep the portal's own permissions.
 */
function blockedTabs(permissions: readonly string[]): Map<CompanyTab, string> {
  const blocked = new Map<CompanyTab, string>();
  const has = (p: Permission) => hasPermission(permissions, p);
  if (!has('manage_finance') && !has('view_finance')) {
    blocked.set('financeDetails', 'Needs the manage finance or view finance permission');
  }
  if (!has('manage_forms')) {
    blocked.set('activity', 'Needs the manage forms permission');
  }
  if (!has('view_submissions')) {
    blocked.set('submittedForms', 'Needs the view submissions permission');
  }
  return blocked;
}

interface CompanyTabsProps {
  companyId: number;
  company: Company | undefined;
}

/**
 * The detail page's tabs. The path names the active tab (so a link or a reload opens it) and the
 * spec keeps the last one in localStorage under 'activeTab'.
 */
export function CompanyTabs({ companyId, company }: CompanyTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { permissions } = useSignedInSession();
  const blocked = blockedTabs(permissions);

  const fromPath = tabFromPath(pathname);
  // A path to a tab the user may not open shows the default tab rather than a disabled one.
  const active: CompanyTab = blocked.has(fromPath) ? DEFAULT_COMPANY_TAB : fromPath;

  useEffect(() => {
    localStorage.setItem(ACTIVE_TAB_KEY, active);
  }, [active]);

  const panels: Record<CompanyTab, ReactNode> = {
    companyDetails: company ? <CompanyOverview company={company} /> : <CompanyOverviewSkeleton />,
    financeDetails: (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading finance details" role="status" />
          </Center>
        }
      >
        <CompanyFinanceTab companyId={companyId} />
      </Suspense>
    ),
    forms: (
      <LoadingSuspense label="Loading forms">
        <CompanyFormsTab companyId={companyId} />
      </LoadingSuspense>
    ),
    submittedForms: (
      <LoadingSuspense label="Loading submitted forms">
        <CompanySubmittedFormsTab companyId={companyId} />
      </LoadingSuspense>
    ),
    bucket: (
      <LoadingSuspense label="Loading buckets">
        <CompanyBucketsTab companyId={companyId} />
      </LoadingSuspense>
    ),
    activity: (
      <LoadingSuspense label="Loading activity">
        <CompanyActivityTab companyId={companyId} />
      </LoadingSuspense>
    ),
  };

  return (
    <Tabs
      value={active}
      onChange={(value) => value && navigate(tabPath(companyId, value as CompanyTab))}
      keepMounted={false}
    >
      {/* Six tabs scroll sideways on a phone rather than wrap into a ragged block. */}
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {COMPANY_TABS.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            disabled={blocked.has(tab.value)}
            title={blocked.get(tab.value)}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {COMPANY_TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {panels[tab.value]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
