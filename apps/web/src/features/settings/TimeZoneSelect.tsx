import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { timeZoneChoices, US_STATE_TIME_ZONES } from '@paperless/core';
import { useState, type Ref } from 'react';

interface ZoneGroup {
  group: string;
  items: ComboboxItem[];
}

let cachedGroups: ZoneGroup[] | null = null;

/** 'Central Time' for America/Chicago; the runtime's own name of the zone. */
function genericName(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export function timeZoneLabel(zone: string): string {
  const name = genericName(zone);
  const place = zone.replaceAll('_', ' ');
  return name ? `${place} (${name})` : place;
}

/**
 * The zones, US ones first as their own group. Built once (about 420 zones, each named through
 * Intl) and only when a picker first renders.
 */
function zoneGroups(): ZoneGroup[] {
  if (cachedGroups) return cachedGroups;
  const us = new Set(Object.values(US_STATE_TIME_ZONES));
  const item = (zone: string) => ({ value: zone, label: timeZoneLabel(zone) });
  const all = timeZoneChoices();
  cachedGroups = [
    { group: 'United States', items: all.filter((zone) => us.has(zone)).map(item) },
    { group: 'Other time zones', items: all.filter((zone) => !us.has(zone)).map(item) },
  ];
  return cachedGroups;
}

export interface TimeZoneSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable'
> {
  /** An IANA name; '' for none yet. */
  value: string;
  onChange: (zone: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A searchable picker of IANA time zones ('Chicago', 'Central' and 'America/Chi' all find it). */
export function TimeZoneSelect({ value, onChange, ref, ...props }: TimeZoneSelectProps) {
  // The ~420 options are handed to the Select only while its list is open: Mantine keeps a
  // closed list's options in the page, and every edit of the form around it would redraw them.
  const [open, setOpen] = useState(false);
  const chosen = value ? [{ value, label: timeZoneLabel(value) }] : [];
  const groups = open ? zoneGroups() : [];
  const known = groups.some((group) => group.items.some((item) => item.value === value));
  // A zone the server keeps but this browser does not list (an alias) still shows as chosen.
  const data = !open
    ? chosen
    : known || !value
      ? groups
      : [{ group: 'Current', items: chosen }, ...groups];
  return (
    <Select
      ref={ref}
      placeholder="Search a city or time zone"
      nothingFoundMessage="No time zone matches"
      maxDropdownHeight={280}
      {...props}
      searchable
      data={data}
      value={value || null}
      onChange={(zone) => onChange(zone ?? '')}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
    />
  );
}
