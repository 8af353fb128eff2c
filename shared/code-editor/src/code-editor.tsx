import { useEffect, useRef } from 'react';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { siteEditorTheme, siteHighlightStyle } from './code-editor-theme.ts';

export type CodeEditorLanguage = 'javascript' | 'python';

type Props = {
  value: string;
  onChange: (value: string) => void;
  language: CodeEditorLanguage;
  /** The accessible name of the editing area. */
  label: string;
  /** id of the text that says how to leave the editor with the keyboard (Esc, then Tab). */
  describedBy?: string;
  invalid?: boolean;
  minLines?: number;
};

function extensionsFor(
  language: CodeEditorLanguage,
  label: string,
  describedBy: string | undefined,
  invalid: boolean,
  minLines: number,
  onChange: (value: string) => void,
): Extension[] {
  return [
    lineNumbers(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    indentOnInput(),
    bracketMatching(),
    syntaxHighlighting(siteHighlightStyle),
    // Tab indents, as in every code editor; Esc then Tab leaves (CodeMirror's own escape hatch).
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    language === 'python' ? python() : javascript(),
    siteEditorTheme,
    EditorView.contentAttributes.of({
      'aria-label': label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
    }),
    EditorView.theme({ '.cm-content, .cm-gutter': { minHeight: `${minLines * 1.4}em` } }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}

/**
 * `@shared/code-editor`: a CodeMirror 6 editor for JavaScript or Python. Import it lazily (it is
 * ~150 KB of script): only pages with an exercise need it. Controlled: a `value` that differs
 * from the document (a reset to the starter code) replaces it.
 */
export function CodeEditor({ value, onChange, language, label, describedBy, invalid = false, minLines = 10 }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: view.current?.state.doc.toString() ?? value,
        extensions: extensionsFor(language, label, describedBy, invalid, minLines, (v) => latestOnChange.current(v)),
      }),
    });
    view.current = created;
    return () => created.destroy();
    // value is applied by the effect below; rebuilding on every keystroke would lose the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, describedBy, invalid, minLines]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="overflow-hidden rounded-md border" data-testid="code-editor" />;
}
