/**
 * After a submit that failed validation, moves focus to the first input in error so a keyboard
 * or screen reader user lands on what to fix (and a phone scrolls to it).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  // The messages render in the next frame; wait for them.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], button[aria-describedby$="-error"]',
    );
    target?.focus();
  });
}
