import { useEffect, useRef, useState, type RefObject } from 'react';
import { NEAR_VIEWPORT } from './near-viewport.ts';

/**
 * True once the element has come near the viewport, and stays true. Below-the-fold
 * sections use it to start their queries late, so the landing page's first load
 * (its LCP) competes with nothing but the hero.
 */
export function useInView<T extends Element>(rootMargin = NEAR_VIEWPORT): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    // No observer (old browser, test DOM): behave as if visible rather than never loading.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);

  return [ref, inView];
}
