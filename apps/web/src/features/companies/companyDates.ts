/**
 * A date as the Client Details list shows it and its search matches it: MM/DD/YYYY, read in
 * UTC so the screen and the server's search agree whatever the browser's time zone.
 */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month}/${day}/${date.getUTCFullYear()}`;
}
