// The staff console's frame: header, sidebar and user menu around each signed-in screen.
export { AppLayout } from './AppLayout';
