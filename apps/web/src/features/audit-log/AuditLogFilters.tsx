import '@mantine/dates/styles.css';
import { Select, SimpleGrid, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { auditActionName } from '@paperless/core';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useAuditActions, useCompanyOptions, type AuditFilters } from './auditLogApi';
import { SearchInput } from '../../ui/SearchInput';

const TYPING_DELAY_MS = 300;

/** Typing finds an action by its name or by its code: people who know `auth.login` type that. */
const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const needle = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter(
    (o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle),
  );
};

interface AuditLogFiltersProps {
  /** Provider staff pick a company; a clinic owner always sees their own. */
  showCompany: boolean;
  onChange: (change: Partial<AuditFilters>) => void;
}

/** User, company, action and dates: each change goes to the server (and back to page 1). */
export function AuditLogFilters({ showCompany, onChange }: AuditLogFiltersProps) {
  const [user, setUser] = useState('');
  const [debouncedUser] = useDebouncedValue(user.trim(), TYPING_DELAY_MS);
  const [company, setCompany] = useState<string | null>(null);
  const [companySearch, setCompanySearch] = useState('');
  const [debouncedCompanySearch] = useDebouncedValue(companySearch.trim(), TYPING_DELAY_MS);
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const actions = useAuditActions();
  const companies = useCompanyOptions(debouncedCompanySearch, showCompany);

  useEffect(() => {
    onChange({ user: debouncedUser });
  }, [debouncedUser, onChange]);

  // The value stays the code the server filters on; the list reads, and sorts, by name.
  const actionOptions = useMemo(
    () =>
      (actions.data?.actions ?? [])
        .map((code) => ({ value: code, label: auditActionName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [actions.data],
  );

  // The chosen company stays in the list even when a search no longer returns it.
  const companyOptions = (companies.data?.companies ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: showCompany ? 4 : 3 }}>
      <SearchInput label="User" placeholder="Name or email" value={user} onChange={setUser} />
      {showCompany && (
        <Select
          label="Company"
          placeholder="All companies"
          searchable
          clearable
          data={companyOptions}
          value={company}
          searchValue={companySearch}
          onSearchChange={setCompanySearch}
          onChange={(value) => {
            setCompany(value);
            onChange({ company_id: value ?? '' });
          }}
          nothingFoundMessage="No company found"
        />
      )}
      <Select
        label="Action"
        placeholder="All actions"
        searchable
        clearable
        data={actionOptions}
        filter={byNameOrCode}
        onChange={(value) => onChange({ action: value ?? '' })}
        nothingFoundMessage="No action found"
      />
      <DatePickerInput
        type="range"
        label="Date range"
        placeholder="Any date"
        // Mantine's placeholder grey fails the contrast check on white.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        clearable
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={range}
        onChange={(value) => {
          setRange(value);
          const [start, end] = value;
          // Only a whole range filters: half a range is a pick in progress.
          if (start && end) {
            onChange({
              from: dayjs(start).startOf('day').toISOString(),
              to: dayjs(end).endOf('day').toISOString(),
            });
          } else if (!start && !end) {
            onChange({ from: '', to: '' });
          }
        }}
      />
    </SimpleGrid>
  );
}
