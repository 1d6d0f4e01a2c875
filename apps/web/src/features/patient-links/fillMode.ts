/**
 * How a link's pages are used. 'link': a patient's own link (/form-fill, /forms-fill), the
 * token in the address. 'kiosk': the clinic's tablet runs the same pages with the token held in
 * memory; the kiosk shows its own end screen and keeps nothing on the device (no draft in
 * storage or on the server, no hand-off, no copy).
 */
export type FillMode = { kind: 'link' } | { kind: 'kiosk'; onComplete: () => void };

export const LINK_MODE: FillMode = { kind: 'link' };

export interface FillPageProps {
  /** The link's token; the route's `id` when left out. */
  token?: string;
  mode?: FillMode;
}
