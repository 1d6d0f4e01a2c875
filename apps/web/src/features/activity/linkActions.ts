import type { LinkState, SentLink } from '@paperless/core';

export type LinkAction = 'resend' | 'cancel' | 'extend' | 'files';

const LIVE: readonly LinkState[] = ['waiting', 'opened', 'in_progress'];

/**
 * What the front desk can do with a link in its state, as the server allows it: a completed
 * link is never sent, cancelled or extended again (its PDFs open instead), a cancelled one is
 * closed for good, an expired one can be sent again or given more days.
 */
export function linkActions(
  link: Pick<SentLink, 'state' | 'files'> & Partial<Pick<SentLink, 'channel'>>,
): LinkAction[] {
  const { state } = link;
  // A kiosk link (issue 19) lived on the clinic's tablet: nothing to send again or extend.
  const sent = link.channel !== 'kiosk';
  const actions: LinkAction[] = [];
  if (sent && state !== 'completed' && state !== 'cancelled') actions.push('resend');
  if (LIVE.includes(state)) actions.push('cancel');
  if (sent && state !== 'completed' && state !== 'cancelled') actions.push('extend');
  if (state === 'completed' && link.files.length > 0) actions.push('files');
  return actions;
}

/** Who a link is for, as its buttons name it: the patient when the front desk gave a name. */
export function linkWho(link: Pick<SentLink, 'patient_name' | 'recipient'>): string {
  if (!link.patient_name) return link.recipient;
  // A kiosk link has no recipient (issue 19).
  return link.recipient ? `${link.patient_name} (${link.recipient})` : link.patient_name;
}
