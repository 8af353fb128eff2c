/**
 * Scrolls to the element a URL hash names ("#blog"). React Router changes the
 * URL with pushState, which never scrolls by itself, so in-page anchors from the
 * header need this. Returns false when no such element exists (yet).
 */
export function scrollToHash(hash: string, doc: Document = document): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') return false;
  const target = doc.getElementById(id);
  if (!target) return false;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus too, so the next Tab continues inside the section.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** How long a section reached by its hash is kept in view while the page above it is still loading. */
const FOLLOW_MS = 3000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the element `hash` names at the top while content above it is still arriving (the landing's
 * course shelves load after the page; a section scrolled to before then would be pushed away). Stops
 * after FOLLOW_MS, or as soon as the visitor scrolls or presses anything themselves. Returns a stop function.
 */
export function followHashTarget(hash: string, doc: Document = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const view = doc.defaultView;
  if (id === '' || !view || typeof view.ResizeObserver !== 'function') return () => {};
  const observer = new view.ResizeObserver(() => doc.getElementById(id)?.scrollIntoView({ behavior: 'auto', block: 'start' }));
  const stop = () => {
    observer.disconnect();
    view.clearTimeout(timer);
    for (const type of USER_SCROLLS) view.removeEventListener(type, stop, true);
  };
  const timer = view.setTimeout(stop, FOLLOW_MS);
  for (const type of USER_SCROLLS) view.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(doc.body);
  return stop;
}
