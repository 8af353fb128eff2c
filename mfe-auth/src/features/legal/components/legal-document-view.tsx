import { formatThaiDate } from '@shared/messages/format';
import { authText } from '../../../config/messages.ts';
import type { LegalDocument } from '../../../lib/legal-documents/get-current-legal-document.ts';
import { parseLegalBody } from '../lib/parse-legal-body.ts';

/** A policy document as text: its blocks become React elements, never HTML. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const blocks = parseLegalBody(document.body);
  return (
    <article className="grid gap-4" data-testid={`legal-${document.kind}`}>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{document.title}</h1>
        <p className="text-sm text-muted-foreground">{authText.legal.version(document.version, formatThaiDate(document.published_at))}</p>
      </header>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading')
          return (
            <h2 key={key} className="mt-4 text-xl font-semibold">
              {block.text}
            </h2>
          );
        if (block.type === 'list') {
          return (
            <ul key={key} className="grid list-disc gap-1 ps-6">
              {block.items.map((item, i) => (
                <li key={`${key}-${i}`}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="leading-relaxed">
            {block.text}
          </p>
        );
      })}
    </article>
  );
}
