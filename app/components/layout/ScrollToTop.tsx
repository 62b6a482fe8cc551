import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Navigation state that tells `ScrollToTop` to stay out: the destination places the page itself
 * (Buy Now lands on the contact form) or keeps it where it is (a portfolio filter).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * On every new address the page scrolls smoothly to the top (instantly under reduced motion),
 * unless the navigation carries `KEEP_SCROLL`: two smooth scrolls at once would end wherever the
 * last one aimed, and a filter must not move the list it filters. Back and forward leave the
 * browser's position alone.
 */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const keep = Boolean((state as { keepScroll?: boolean } | null)?.keepScroll);
  const address = pathname + search;
  // Only a change of address scrolls: the first navigation after a full load also changes the
  // navigation type (POP to PUSH), which alone must not scroll.
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    if (navigationType === 'POP' || keep) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [address, navigationType, keep]);
  return null;
}
