import { useEffect, useRef, type RefObject } from 'react';

/**
 * True while the component is on screen. Async work that outlives a page (the
 * spec's fixed waits) checks it before navigating, so it never drags a user
 * back from wherever they went meanwhile.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
