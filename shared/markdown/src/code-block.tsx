import { CopyCodeButton } from './copy-code-button.tsx';
import { codeLanguage, highlightCode } from './highlight.ts';
import { HighlightedCode } from './highlighted-code.tsx';
import { th } from '@shared/messages';

/** A fenced code block: language label, copy button, highlighted code that scrolls sideways (never wraps). */
export function CodeBlock({ code, info }: { code: string; info: string | undefined }) {
  const language = codeLanguage(info);
  const tree = highlightCode(code, language);
  const label = language?.label ?? th.markdown.plainText;
  return (
    <figure
      className="my-4 min-w-0 overflow-hidden rounded-lg border bg-muted"
      data-testid="md-code-block"
      data-language={language?.grammar ?? 'text'}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b py-1 ps-3 pe-1 text-xs font-semibold text-muted-foreground">
        <span>{label}</span>
        <CopyCodeButton code={code} language={label} />
      </figcaption>
      {/* Focusable so a keyboard user can scroll a long line sideways. */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto p-3 text-sm leading-relaxed text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <code className="font-mono whitespace-pre">{tree ? <HighlightedCode tree={tree} /> : code}</code>
      </pre>
    </figure>
  );
}
