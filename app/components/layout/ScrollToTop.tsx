import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * On every new route the page scrolls smoothly to the top (instantly under reduced motion), unless
 * the navigation says the page scrolls itself (`state: { pageScrolls: true }`, as Buy Now does to
 * land on the contact form): two smooth scrolls at once would end wherever the last one aimed.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const pageScrolls = Boolean((state as { pageScrolls?: boolean } | null)?.pageScrolls);
  useEffect(() => {
    if (navigationType === 'POP' || pageScrolls) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname, navigationType, pageScrolls]);
  return null;
}
