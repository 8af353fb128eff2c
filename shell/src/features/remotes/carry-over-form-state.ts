/*
 * When a remote's live page replaces its server render (decision 0031), the
 * painted page was already usable (issue 16 item 3): a visitor may have typed
 * a search or chosen a filter before the script arrived. The live page is
 * drawn from the URL, so it would not know. This hands those edits to it,
 * field by field (matched by id), through the same events a person's typing
 * fires, so the live page's own handlers take them in; and puts the focus
 * back on the field that had it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Whether a visitor changed the field from what the server rendered. */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a value the way a person's edit does, so a controlled React field sees it (React tracks the native setter). */
function applyEdit(from: Field, to: Field): void {
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
    if (to.checked !== from.checked) to.click();
    return;
  }
  const prototype = Object.getPrototypeOf(to) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  setValue.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function carryOverFormState(from: ParentNode, to: ParentNode, focused: Element | null): void {
  for (const field of from.querySelectorAll('input[id], textarea[id], select[id]')) {
    if (!isField(field) || field.type === 'hidden' || field.type === 'file' || !edited(field)) continue;
    const live = to.querySelector(`#${CSS.escape(field.id)}`);
    if (live && isField(live) && live.tagName === field.tagName && !live.disabled) applyEdit(field, live);
  }
  if (focused?.id && from.contains(focused)) {
    const live = to.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`);
    const active = document.activeElement;
    if (live && (active === null || active === document.body)) live.focus({ preventScroll: true });
  }
}
