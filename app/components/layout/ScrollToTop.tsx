import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** On every new route the page scrolls smoothly to the top (instantly under reduced motion). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname, navigationType]);
  return null;
}
