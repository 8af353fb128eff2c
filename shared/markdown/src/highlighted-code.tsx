import type { ReactNode } from 'react';
import type { HighlightTree } from './highlight.ts';

type TreeNode = HighlightTree['children'][number];

/**
 * highlight.js scopes mapped to the site's code colours (tokens.css, both themes). Scopes not listed
 * keep the block's text colour.
 */
const SCOPE_CLASSES: Record<string, string> = {
  'hljs-keyword': 'text-code-keyword',
  'hljs-built_in': 'text-code-type',
  'hljs-type': 'text-code-type',
  'hljs-literal': 'text-code-number',
  'hljs-number': 'text-code-number',
  'hljs-string': 'text-code-string',
  'hljs-regexp': 'text-code-string',
  'hljs-symbol': 'text-code-string',
  'hljs-comment': 'text-code-comment italic',
  'hljs-meta': 'text-code-comment',
  'hljs-title': 'text-code-title',
  'hljs-function': 'text-code-title',
  'hljs-params': 'text-foreground',
  'hljs-variable': 'text-code-attr',
  'hljs-template-variable': 'text-code-attr',
  'hljs-attr': 'text-code-attr',
  'hljs-attribute': 'text-code-attr',
  'hljs-property': 'text-code-attr',
  'hljs-name': 'text-code-tag',
  'hljs-tag': 'text-code-tag',
  'hljs-selector-tag': 'text-code-tag',
  'hljs-selector-class': 'text-code-title',
  'hljs-selector-id': 'text-code-title',
  'hljs-selector-pseudo': 'text-code-keyword',
  'hljs-bullet': 'text-code-keyword',
  'hljs-section': 'text-code-title font-semibold',
};

function classesOf(className: unknown): string | undefined {
  if (!Array.isArray(className)) return undefined;
  const mapped = className.map((name) => SCOPE_CLASSES[String(name)]).filter((name) => name !== undefined);
  return mapped.length > 0 ? mapped.join(' ') : undefined;
}

function renderNode(node: TreeNode, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  // lowlight only ever emits <span class="hljs-…">; the tag and the class are ours, the text is React text.
  return (
    <span
      key={key}
      className={classesOf(node.properties.className)}
      data-scope={Array.isArray(node.properties.className) ? node.properties.className.join(' ') : undefined}
    >
      {node.children.map((child, i) => renderNode(child, i))}
    </span>
  );
}

/** The highlighted tree as React elements: every piece of code becomes a text node. */
export function HighlightedCode({ tree }: { tree: HighlightTree }) {
  return <>{tree.children.map((child, i) => renderNode(child, i))}</>;
}
