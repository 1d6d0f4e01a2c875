import { Badge } from '@mantine/core';
import type { SubscriptionLabel } from '@paperless/core';

/**
 * A badge showing its whole word as written. Mantine's Badge upper-cases its label and cuts it
 * with an ellipsis once a column narrows ("PEN…"); here a narrow column widens instead.
 */
export function WordBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      style={{ flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {children}
    </Badge>
  );
}

/**
 * The colours the spec gives: Finance's line is "green for Active, yellow for Pending, red
 * otherwise", and every active word is Active (decision 16), so only Active/Pending is yellow;
 * the Dashboard's line is "red for suspended and green otherwise". Clients and the company page
 * have no line of their own and take Finance's, which tells an unpaid client apart.
 */
const COLORS: Record<SubscriptionLabel, string> = {
  'Active/Trial': 'green',
  'Active/Paid': 'green',
  'Active/Pending': 'yellow',
  Suspended: 'red',
};

/** A company's standing in decision 16's words (`companyStatusLabel`), the same everywhere. */
export function StatusBadge({
  label,
  dashboard = false,
}: {
  label: SubscriptionLabel;
  /** The Dashboard's colours: red for Suspended, green otherwise (spec). */
  dashboard?: boolean;
}) {
  const color = dashboard ? (label === 'Suspended' ? 'red' : 'green') : COLORS[label];
  return <WordBadge color={color}>{label}</WordBadge>;
}
