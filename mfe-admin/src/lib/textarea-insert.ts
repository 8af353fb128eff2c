/**
 * Inserts text at a textarea's caret (or replacing its selection) as if typed: the `input` event
 * makes React's onChange fire, so a controlled editor and a react-hook-form field both take it.
 * setRangeText bypasses React's value tracker on purpose — that is how React notices the change.
 */
export function insertIntoTextarea(textarea: HTMLTextAreaElement, text: string): void {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  const before = textarea.value.slice(0, start);
  // An image is a block: on a line of its own.
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  textarea.setRangeText(`${lead}${text}\n`, start, end, 'end');
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}
