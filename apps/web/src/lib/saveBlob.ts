// On its own, without the session and API client, so patient pages can use it too.

/** Hands the file to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
