// Kiosk mode (issue 19): the clinic's tablet hands forms to patients with its own credential. Its
// page is in routes.ts; the console's button that sets a tablet up is here.
export { KioskModeButton } from './KioskModeDialog';
