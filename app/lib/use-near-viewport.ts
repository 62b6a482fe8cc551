import { useEffect, useState, type RefObject } from 'react';
import { NEAR_MARGIN, whenNear } from './when-near';

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
