import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * Only the grammars the courses teach are bundled (highlight.js' core plus nine languages, not its 190),
 * and lowlight returns a syntax tree instead of an HTML string, so highlighted code is built from React
 * elements and never goes through innerHTML.
 */
const lowlight = createLowlight({ bash, css, dart, javascript, python, sql, typescript, xml, yaml });

/** Fence names authors write, mapped to a grammar and the label shown above the block. */
const LANGUAGES: Record<string, { grammar: string; label: string }> = {
  python: { grammar: 'python', label: 'Python' },
  py: { grammar: 'python', label: 'Python' },
  javascript: { grammar: 'javascript', label: 'JavaScript' },
  js: { grammar: 'javascript', label: 'JavaScript' },
  jsx: { grammar: 'javascript', label: 'JavaScript' },
  typescript: { grammar: 'typescript', label: 'TypeScript' },
  ts: { grammar: 'typescript', label: 'TypeScript' },
  tsx: { grammar: 'typescript', label: 'TypeScript' },
  sql: { grammar: 'sql', label: 'SQL' },
  dart: { grammar: 'dart', label: 'Dart' },
  bash: { grammar: 'bash', label: 'Shell' },
  sh: { grammar: 'bash', label: 'Shell' },
  shell: { grammar: 'bash', label: 'Shell' },
  zsh: { grammar: 'bash', label: 'Shell' },
  console: { grammar: 'bash', label: 'Shell' },
  yaml: { grammar: 'yaml', label: 'YAML' },
  yml: { grammar: 'yaml', label: 'YAML' },
  html: { grammar: 'xml', label: 'HTML' },
  xml: { grammar: 'xml', label: 'XML' },
  svg: { grammar: 'xml', label: 'SVG' },
  css: { grammar: 'css', label: 'CSS' },
};

export type HighlightTree = ReturnType<typeof lowlight.highlight>;

export type CodeLanguage = { grammar: string; label: string };

/** The grammar for a fence's info string (`ts title=x` → TypeScript), or null for plain text. */
export function codeLanguage(info: string | undefined): CodeLanguage | null {
  const name = (info ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return LANGUAGES[name] ?? null;
}

/** The highlighted syntax tree of `code`, or null when the language is not one we highlight. */
export function highlightCode(code: string, language: CodeLanguage | null): HighlightTree | null {
  if (!language) return null;
  return lowlight.highlight(language.grammar, code);
}
