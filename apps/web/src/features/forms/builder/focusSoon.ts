/**
 * Focuses an element once React has drawn it: after a block is added, moved or restored, or a
 * rule row appears, keyboard users stay where their work is instead of at the page's start.
 */
export function focusSoon(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !element.hasAttribute('disabled')) {
        element.focus();
        return;
      }
    }
  });
}
