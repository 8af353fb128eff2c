import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * Monospace first, then the site's Thai font before the generic family: a string or comment in
 * Thai showed as boxes where the system had no Thai glyphs in its monospace font. Thai has no
 * monospace design anyway; the Latin code keeps its grid.
 */
export const CODE_FONT_STACK = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Thai', monospace";

/**
 * Syntax colours from the site's code tokens (shared/ui/src/styles/tokens.css, one set per theme,
 * each AA on the code background), so the editor follows light and dark. CodeMirror's default
 * style kept its light colours in the dark theme (1.9–2.5:1).
 */
export const siteHighlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--code-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.escape], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--code-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment)', fontStyle: 'italic' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.definition(tags.function(tags.variableName))],
    color: 'var(--code-title)',
  },
  { tag: [tags.typeName, tags.className, tags.namespace, tags.standard(tags.variableName)], color: 'var(--code-type)' },
  { tag: [tags.tagName, tags.self], color: 'var(--code-tag)' },
  { tag: [tags.attributeName, tags.propertyName, tags.labelName], color: 'var(--code-attr)' },
  { tag: tags.invalid, color: 'var(--destructive)' },
]);

/** The editor's frame from the site's tokens. */
export const siteEditorTheme = EditorView.theme({
  '&': { fontSize: '0.875rem', backgroundColor: 'var(--color-background)', color: 'var(--color-foreground)' },
  '.cm-content': { fontFamily: CODE_FONT_STACK, caretColor: 'var(--color-foreground)' },
  '.cm-gutters': {
    fontFamily: CODE_FONT_STACK,
    backgroundColor: 'var(--color-muted)',
    color: 'var(--color-muted-foreground)',
    border: 'none',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in oklab, var(--color-muted) 60%, transparent)' },
  '.cm-cursor': { borderLeftColor: 'var(--color-foreground)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { backgroundColor: 'var(--color-accent)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--color-accent)', color: 'var(--color-foreground)' },
  '&.cm-focused': { outline: '2px solid var(--color-ring)', outlineOffset: '2px' },
});
