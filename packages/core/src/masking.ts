/**
 * Masked forms of contact addresses, for what people other than the holder may see (the outbox,
 * the audit log, notices): enough to recognise an address one already knows, not to learn it.
 */

/** `jane.doe@example.com` → `j•••e@e•••e.com`. Not an address: masked as a whole. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return maskRun(address);
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskRun(local)}@${maskRun(host)}${tld}`;
}

/** `+1 (512) 555-0147` → `•••0147`: the last four digits only. */
export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `•••${digits.slice(-4)}`;
}

/** An e-mail address or a phone number, masked by its kind. */
export function maskRecipient(recipient: string): string {
  return recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient);
}

function maskRun(text: string): string {
  if (text.length <= 2) return '•••';
  return `${text[0]}•••${text[text.length - 1]}`;
}
