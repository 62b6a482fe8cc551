import type { KeyboardEvent } from 'react';

/** The controls Tab stops at inside `container`, in order: what sequential focus would visit. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLElement & { disabled?: boolean }).disabled &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Keeps Tab inside a modal `<dialog>` (docs/decisions/062-one-dialog-system.md): the browser makes
 * the page behind inert but lets Tab leave the dialog for its own toolbar, so from the last stop
 * Tab goes to the first, and Shift+Tab from the first to the last. Call it from the dialog's
 * `onKeyDown`; other keys are left alone.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
