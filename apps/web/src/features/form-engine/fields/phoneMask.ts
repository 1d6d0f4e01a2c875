/**
 * Form 1's mask `+1 (999) 999-9999`: the digits typed, after the country code, laid out as the
 * mask shows them. A partial number shows as far as it goes, so deleting works naturally.
 */
export function maskUsPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'))) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  let out = `+1 (${area}`;
  if (digits.length >= 3) out += ')';
  if (prefix) out += ` ${prefix}`;
  if (line) out += `-${line}`;
  return out;
}
