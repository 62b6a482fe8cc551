import { useEffect, useState, type RefObject } from 'react';

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

/**
 * True once the element comes within `margin` of the viewport, and from then on. Work a section
 * needs only when seen (measuring a carousel, say) waits for it, so it does not compete with the
 * first paint and the page's first interactions.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNear([element], () => setNear(true), margin);
  }, [ref, margin, near]);
  return near;
}
