import type { LinkState, SentLink } from '@paperless/core';

export type LinkAction = 'resend' | 'cancel' | 'extend' | 'files';

const LIVE: readonly LinkState[] = ['waiting', 'opened', 'in_progress'];

/**
 * What the front desk can do with a link in its state, as the server allows it: a completed
 * link is never sent, cancelled or extended again (its PDFs open instead), a cancelled one is
 * closed for good, an expired one can be sent again or given more days.
 */
export function linkActions(link: Pick<SentLink, 'state' | 'files'>): LinkAction[] {
  const { state } = link;
  const actions: LinkAction[] = [];
  if (state !== 'completed' && state !== 'cancelled') actions.push('resend');
  if (LIVE.includes(state)) actions.push('cancel');
  if (state !== 'completed' && state !== 'cancelled') actions.push('extend');
  if (state === 'completed' && link.files.length > 0) actions.push('files');
  return actions;
}

/** Who a link is for, as its buttons name it: the patient when the front desk gave a name. */
export function linkWho(link: Pick<SentLink, 'patient_name' | 'recipient'>): string {
  return link.patient_name ? `${link.patient_name} (${link.recipient})` : link.recipient;
}
