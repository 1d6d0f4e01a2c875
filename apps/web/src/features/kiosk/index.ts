// Kiosk mode (issue 19): the clinic's tablet hands forms to patients with its own credential.
export { KioskModeButton } from './KioskModeDialog';

/** The kiosk's page, its own chunk. */
export const loadKioskPage = () => import('./KioskPage').then((m) => m.KioskPage);
