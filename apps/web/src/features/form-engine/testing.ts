import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Helpers for the form tests. The long forms hold hundreds of inputs, where role queries over
 * the whole page take seconds; these look inside one section and by label instead.
 */
export function inSection(title: string) {
  const section = document.querySelector<HTMLElement>(`section[aria-label="${title}"]`);
  if (!section) throw new Error(`No section "${title}"`);
  return within(section);
}

/** Types into an input at once (a date input takes its YYYY-MM-DD value this way too). */
export function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Picks an option of a radio group, found by the group's label. */
export function choose(scope: ReturnType<typeof within>, group: RegExp | string, option: string) {
  const radiogroup = scope.getByRole('radiogroup', { name: group });
  fireEvent.click(within(radiogroup).getByLabelText(option));
}

/** Signs a signature field through its dialog's Type tab, as a patient would. */
export async function signByTyping(user: UserEvent, fieldLabel: string, name: string) {
  const group = screen.getByRole('group', { name: fieldLabel });
  await user.click(within(group).getByRole('button', { name: 'Tap to sign' }));
  await user.click(await screen.findByRole('tab', { name: 'Type' }));
  await user.type(screen.getByLabelText('Type your full name'), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

/** The 'Validation Error' notice on screen, as "title: message" lines as the spec joins them. */
export function validationNoticeText(): string {
  const notice = screen.getByTestId('validation-notice');
  const messages = within(notice)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return `${within(notice).getByText('Validation Error').textContent}: ${messages.join('\n')}`;
}
