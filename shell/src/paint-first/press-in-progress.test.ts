import { afterEach, describe, expect, it } from 'vitest';
import { markPressesInProgress } from './press-in-progress.ts';

const undo: (() => void)[] = [];
afterEach(() => {
  undo.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});
const marked = () => document.documentElement.hasAttribute('data-pressing');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function button(): HTMLButtonElement {
  const element = document.createElement('button');
  document.body.append(element);
  return element;
}
const pointer = (target: EventTarget, type: string, pointerId = 1) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId }));

describe('markPressesInProgress', () => {
  it('marks the page from a pointer’s press to the task after its release, so the release’s click still finds the painted control', async () => {
    undo.push(markPressesInProgress(document));
    const target = button();
    pointer(target, 'pointerdown');
    expect(marked()).toBe(true);
    pointer(target, 'pointerup');
    // The click of this release is sent in this same task: the page is still marked for it.
    expect(marked()).toBe(true);
    await nextTask();
    expect(marked()).toBe(false);
  });

  it('ends a press when its pointer is cancelled (the browser took it for a scroll)', async () => {
    undo.push(markPressesInProgress(document));
    pointer(button(), 'pointerdown');
    pointer(document.body, 'pointercancel');
    await nextTask();
    expect(marked()).toBe(false);
  });

  it('keeps the mark while another pointer is still down', async () => {
    undo.push(markPressesInProgress(document));
    const target = button();
    pointer(target, 'pointerdown', 1);
    pointer(target, 'pointerdown', 2);
    pointer(target, 'pointerup', 1);
    await nextTask();
    expect(marked()).toBe(true);
    pointer(target, 'pointerup', 2);
    await nextTask();
    expect(marked()).toBe(false);
  });

  it('counts Space held on a button (it clicks on release), not Space typed in a field', async () => {
    undo.push(markPressesInProgress(document));
    const target = button();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(marked()).toBe(true);
    target.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await nextTask();
    expect(marked()).toBe(false);

    const field = document.createElement('input');
    document.body.append(field);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(marked()).toBe(false);
  });

  it('ends every press when the window loses focus, but not when a field inside it does', async () => {
    undo.push(markPressesInProgress(document));
    const field = document.createElement('input');
    document.body.append(field);
    pointer(button(), 'pointerdown');
    field.dispatchEvent(new FocusEvent('blur'));
    await nextTask();
    expect(marked()).toBe(true);
    window.dispatchEvent(new FocusEvent('blur'));
    await nextTask();
    expect(marked()).toBe(false);
  });

  it('a press that starts again before the release’s task has run keeps the mark', async () => {
    undo.push(markPressesInProgress(document));
    const target = button();
    pointer(target, 'pointerdown');
    pointer(target, 'pointerup');
    pointer(target, 'pointerdown');
    await nextTask();
    expect(marked()).toBe(true);
  });

  it('undoes: no listener and no mark left', () => {
    const stop = markPressesInProgress(document);
    pointer(button(), 'pointerdown');
    stop();
    expect(marked()).toBe(false);
    pointer(button(), 'pointerdown');
    expect(marked()).toBe(false);
  });
});
