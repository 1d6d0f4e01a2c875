// The settings screen, for the app shell (index.ts is what other features use). It comes with
// the console's screens (app/screens.tsx), not as a chunk of its own.
export { SettingsPage } from './SettingsPage';
