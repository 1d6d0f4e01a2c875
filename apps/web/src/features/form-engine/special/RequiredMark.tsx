/** The asterisk Mantine puts after a required label, for legends Mantine does not mark. */
export function RequiredMark() {
  return (
    <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
      {' *'}
    </span>
  );
}
