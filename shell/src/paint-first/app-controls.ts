import { APP_CONTROL, APP_CONTROL_LIVE, APP_KEYS, appKeyName } from '@shared/delivery-contract';

/*
 * The painted page's app controls (shared/delivery-contract/src/app-control.ts): a
 * course's tabs, the curriculum's modules, the theme button. Rendered
 * disabled, so that without any script they are visibly unavailable; with
 * the paint-first gate running they take a press at once, and the live
 * control answers it as soon as the app is there (decision 0040).
 */

const WAITING = `[${APP_CONTROL}]:not([${APP_CONTROL_LIVE}])`;

/** How long a press waits for its live control before it is dropped (the app failed to start). */
export const PRESS_WAITS_MS = 30_000;

/** Makes the painted controls that wait for the app pressable (Radix marks its disabled ones twice). */
export function enableWaitingControls(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>(WAITING)) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-disabled');
  }
}

/** The live control `key` once the app has rendered it, or null after `timeoutMs`. */
export function whenLive(doc: Document, key: string, timeoutMs: number): Promise<HTMLElement | null> {
  return whenLiveElement(doc, `[${APP_CONTROL}="${CSS.escape(key)}"][${APP_CONTROL_LIVE}]`, timeoutMs);
}

/** The first element matching `selector` once the app has rendered it, or null after `timeoutMs`. */
function whenLiveElement(doc: Document, selector: string, timeoutMs: number): Promise<HTMLElement | null> {
  const find = () => doc.querySelector<HTMLElement>(selector);
  return new Promise((resolve) => {
    const now = find();
    if (now) return resolve(now);
    const done = (control: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(control);
    };
    const observer = new MutationObserver(() => {
      const control = find();
      if (control) done(control);
    });
    observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: [APP_CONTROL_LIVE] });
    const timer = setTimeout(() => done(null), timeoutMs);
  });
}

/**
 * Takes a press (a click, a tap, Enter or Space) on a control that waits for the app, and the
 * submission of a form whose fieldset waits for it: asks for the app (`wake`), marks the control
 * busy, and once the live control with the same key is in the page, presses it: a button is
 * focused (a tab selects on focus) and clicked (a module, the theme button); a fieldset's form is
 * submitted again, with what the visitor typed, which the live page has taken over by then
 * (carry-over-form-state.ts). So the press is answered, late rather than lost. A second press on
 * the same control while the first waits is one press: the theme button would otherwise turn
 * twice. Returns the undo.
 */
export function holdPressesUntilLive(doc: Document, wake: () => void, timeoutMs = PRESS_WAITS_MS): () => void {
  const waiting = new Set<string>();
  const holdFor = (event: Event, control: HTMLElement, press: (live: HTMLElement) => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const key = control.getAttribute(APP_CONTROL) ?? '';
    if (waiting.has(key)) return;
    waiting.add(key);
    control.setAttribute('aria-busy', 'true');
    wake();
    void whenLive(doc, key, timeoutMs).then((live) => {
      waiting.delete(key);
      control.removeAttribute('aria-busy');
      if (live) press(live);
    });
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${APP_CONTROL}]`) : null;
    // Inside a waiting fieldset the fields take their clicks; its form's submission is held below.
    if (!control || control.hasAttribute(APP_CONTROL_LIVE) || control instanceof HTMLFieldSetElement) return;
    holdFor(event, control, (live) => {
      live.focus({ preventScroll: true });
      live.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const fieldset = [...(form?.elements ?? [])].find(
      (element) => element instanceof HTMLFieldSetElement && element.hasAttribute(APP_CONTROL),
    );
    if (!(fieldset instanceof HTMLFieldSetElement) || fieldset.hasAttribute(APP_CONTROL_LIVE)) return;
    holdFor(event, fieldset, (live) => {
      if (live instanceof HTMLFieldSetElement) live.form?.requestSubmit();
    });
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('submit', onSubmit, { capture: true });
  return () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('submit', onSubmit, { capture: true });
  };
}

/**
 * Keys an element keeps for itself, as the player's own shortcuts leave them (video-shortcuts.ts): a field's typing,
 * and Space and Enter on a button, a link or a <summary> (the player's "start over", its shortcuts list).
 */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return true;
  return ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) && (key === ' ' || key === 'Enter');
}

type HeldKey = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey'>;

/**
 * Takes the keys an element waiting for the app answers (APP_KEYS: a lesson video's shortcuts, on the server's
 * render of the lesson, decision 0079): asks for the app (`wake`), and once the live element with the same id is
 * in the page, gives it the keys in the order pressed, on the element that has the focus there (the live page puts
 * it back on the field with the same id) or on the live element itself. So `k` on the painted video plays the live
 * one, late rather than never. A key with Ctrl, Alt or Meta, or one the element does not list, is left alone.
 * Returns the undo.
 */
export function holdKeysUntilLive(doc: Document, wake: () => void, timeoutMs = PRESS_WAITS_MS): () => void {
  const waiting = new Map<string, HeldKey[]>();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing || ownsKey(event.target, event.key)) return;
    const holder = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${APP_KEYS}]`) : null;
    if (!holder?.id || holder.hasAttribute(APP_CONTROL_LIVE)) return;
    if (!(holder.getAttribute(APP_KEYS) ?? '').split(' ').includes(appKeyName(event.key))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const key: HeldKey = { key: event.key, code: event.code, shiftKey: event.shiftKey };
    const queued = waiting.get(holder.id);
    if (queued) {
      queued.push(key);
      return;
    }
    const keys = [key];
    waiting.set(holder.id, keys);
    holder.setAttribute('aria-busy', 'true');
    wake();
    void whenLiveElement(doc, `#${CSS.escape(holder.id)}[${APP_CONTROL_LIVE}]`, timeoutMs).then((live) => {
      waiting.delete(holder.id);
      holder.removeAttribute('aria-busy');
      if (!live) return;
      const active = doc.activeElement;
      const target = active instanceof HTMLElement && live.contains(active) ? active : live;
      for (const init of keys) target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    });
  };
  doc.addEventListener('keydown', onKeyDown, { capture: true });
  return () => doc.removeEventListener('keydown', onKeyDown, { capture: true });
}
