import { describe, expect, it } from 'vitest';
import { carryOverFormState } from './carry-over-form-state.ts';

/**
 * The live page is in the document; the painted one has been taken out of it
 * by then (React renders over it). Kept out here too: two elements with one
 * id in a document would confuse the selector engine.
 */
function page(html: string, inDocument: boolean): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  if (inDocument) document.body.replaceChildren(element);
  return element;
}

const painted = (inDocument = false) =>
  page(
    `<div><input id="q" type="search" value="git"><select id="level"><option value="all" selected>all</option><option value="advanced">advanced</option></select>
    <input id="untouched" value="same"><input id="agree" type="checkbox"></div>`,
    inDocument,
  );

describe('carryOverFormState', () => {
  it('hands each field the visitor edited to the live field with its id, through input and change events', () => {
    const from = painted();
    (from.querySelector('#q') as HTMLInputElement).value = 'git rebase';
    (from.querySelector('#level') as HTMLSelectElement).value = 'advanced';
    (from.querySelector('#agree') as HTMLInputElement).checked = true;
    const to = painted(true);
    const events: string[] = [];
    to.addEventListener('input', (event) => events.push(`input:${(event.target as HTMLElement).id}`));
    to.addEventListener('change', (event) => events.push(`change:${(event.target as HTMLElement).id}`));
    const untouched = to.querySelector('#untouched') as HTMLInputElement;
    untouched.value = 'the live page changed this';

    carryOverFormState(from, to, null);

    expect((to.querySelector('#q') as HTMLInputElement).value).toBe('git rebase');
    expect((to.querySelector('#level') as HTMLSelectElement).value).toBe('advanced');
    expect((to.querySelector('#agree') as HTMLInputElement).checked).toBe(true);
    expect(untouched.value).toBe('the live page changed this');
    expect(events).toEqual(['input:q', 'change:level', 'input:agree', 'change:agree']);
  });

  it('gives the focus back to the live field that had it, unless something else has it now', () => {
    const from = painted();
    const to = painted(true);
    carryOverFormState(from, to, from.querySelector('#q'));
    expect(document.activeElement).toBe(to.querySelector('#q'));

    (to.querySelector('#untouched') as HTMLInputElement).focus();
    carryOverFormState(from, to, from.querySelector('#q'));
    expect(document.activeElement).toBe(to.querySelector('#untouched'));
  });

  it('leaves a disabled live field alone', () => {
    const from = painted();
    (from.querySelector('#q') as HTMLInputElement).value = 'typed';
    const to = painted(true);
    (to.querySelector('#q') as HTMLInputElement).disabled = true;
    carryOverFormState(from, to, null);
    expect((to.querySelector('#q') as HTMLInputElement).value).toBe('git');
  });
});
