/**
 * What a tablet in kiosk mode keeps: its kiosk token, in localStorage (a reload or a restart
 * of the browser keeps the tablet in kiosk mode), and nothing else. Shared by the staff dialog
 * that starts kiosk mode and the kiosk itself, so it imports nothing of either.
 */
export const KIOSK_STORAGE_KEY = 'paperless.kiosk';

export function readKioskToken(): string | null {
  try {
    return localStorage.getItem(KIOSK_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveKioskToken(token: string): void {
  localStorage.setItem(KIOSK_STORAGE_KEY, token);
}

/**
 * Clears the device between patients: every sessionStorage entry and every localStorage entry
 * but the kiosk token (a fill's draft, anything a page left). `keepToken: false` clears that too
 * (the tablet left kiosk mode).
 */
export function clearDeviceStorage(options: { keepToken: boolean }): void {
  try {
    sessionStorage.clear();
    const token = readKioskToken();
    localStorage.clear();
    if (options.keepToken && token) saveKioskToken(token);
  } catch {
    // Storage blocked: there is nothing kept to clear.
  }
}
