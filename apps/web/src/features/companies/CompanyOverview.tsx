import { SimpleGrid } from '@mantine/core';
import { companyStatusLabel, type Company } from '@paperless/core';
import { StatusBadge } from '../../ui/StatusBadge';
import { PlanChangeRequestCard } from '../billing';
import { formatUsDate } from './companyDates';
import { DetailCard, type DetailRow } from './DetailCard';

function money(value: number | null): string {
  return `$${(value ?? 0).toFixed(2)}`;
}

function businessRows(company: Company): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Business Name', value: company.name },
    { label: 'Address Street 1', value: company.address },
    { label: 'Address Street 2', value: company.address1 },
    { label: 'City', value: company.city },
    { label: 'State', value: company.state },
    { label: 'Zip Code', value: company.zip },
    {
      label: 'Status',
      value: <CompanyStatusBadge company={company} />,
    },
  ];
  if (company.status === 0)
    rows.push({ label: 'Inactive Reason', value: company.in_active_reason });
  return rows;
}

/** Decision 16's word, as the Dashboard, Clients and Finance show this company. */
function CompanyStatusBadge({ company }: { company: Company }) {
  return (
    <StatusBadge label={companyStatusLabel(company.status, company.subscription?.status ?? null)} />
  );
}

function contactRows(company: Company): DetailRow[] {
  return [
    { label: 'First Name', value: company.contact_first_name },
    { label: 'Last Name', value: company.contact_person_last_name },
    { label: 'Phone Number', value: company.phone },
    { label: 'Extension', value: company.ext },
    { label: 'Login Email', value: company.email ?? company.admin?.email },
    { label: 'Billing Email', value: company.billing_email },
    // No Sales Person assigned: the client belongs to the house.
    { label: 'Assigned Sales Contact', value: company.referenceuser?.name ?? 'Super Admin' },
  ];
}

function subscriptionRows(company: Company): DetailRow[] {
  const { plan, subscription } = company;
  const rows: DetailRow[] = [
    { label: 'Plan Name', value: plan?.name },
    { label: 'Plan Type', value: plan ? (plan.on_demand ? 'Custom' : 'Standard') : null },
    { label: 'Monthly Price', value: plan ? money(plan.price) : null },
    { label: 'Encounters', value: plan?.encounter },
    { label: 'Overage Cost', value: plan ? money(plan.overage_cost) : null },
    {
      label: 'Status',
      value: <CompanyStatusBadge company={company} />,
    },
  ];
  if (subscription?.status === 'trial') {
    rows.push({ label: 'Trial Ends', value: formatUsDate(subscription.trial_ends_at) });
  }
  rows.push(
    { label: 'Next Payment Date', value: formatUsDate(subscription?.next_payment_at) },
    // Decision 19: this month's encounters over the plan's.
    {
      label: 'Used/Allocated (this month)',
      value: `${company.usage.used}/${company.usage.allocated}`,
    },
  );
  return rows;
}

/** The Company Details tab: the business, its contact and its subscription. */
export function CompanyOverview({ company }: { company: Company }) {
  return (
    <>
      {/* Issue 20: the owner's open plan change request, until staff mark it resolved. */}
      <PlanChangeRequestCard companyId={company.id} timeZone={company.time_zone} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <DetailCard title="Business Detail" rows={businessRows(company)} />
        <DetailCard title="Client Contact" rows={contactRows(company)} />
        <DetailCard title="Subscription Plan Details" rows={subscriptionRows(company)} />
      </SimpleGrid>
    </>
  );
}
