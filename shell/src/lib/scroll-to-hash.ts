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
