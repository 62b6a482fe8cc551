/** How far from the screen work for a section starts: about half a phone screen ahead. */
export const NEAR_MARGIN = '300px';

/**
 * Calls `onNear` once, when any of `elements` first comes within `margin` of the viewport (at
 * once when there is none). Returns the way to stop watching.
 */
export function whenNear(
  elements: readonly Element[],
  onNear: () => void,
  margin = NEAR_MARGIN,
): () => void {
  if (!elements.length) {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
