import type { ReactNode } from 'react';

/**
 * Renders the lesson text (a small markdown subset: #/## headings, - and 1. lists, paragraphs) as
 * React text nodes, so content can never inject HTML.
 */
export function LessonBody({ text, title }: { text: string; title: string }) {
  const blocks: ReactNode[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (!list) return;
    const items = list.items.map((item, i) => <li key={i}>{item}</li>);
    blocks.push(list.ordered ? <ol key={blocks.length} className="list-decimal ps-6">{items}</ol> : <ul key={blocks.length} className="list-disc ps-6">{items}</ul>);
    list = null;
  };
  // The player already shows the title as its heading; a body that repeats it starts one line later.
  const lines = text.split('\n');
  if (lines[0]?.trim() === `# ${title}`) lines.shift();
  for (const raw of lines) {
    const line = raw.trimEnd();
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((numbered?.[1] ?? bullet?.[1]) ?? '');
      continue;
    }
    flush();
    if (line === '') continue;
    if (line.startsWith('## ')) blocks.push(<h4 key={blocks.length} className="mt-2 font-semibold">{line.slice(3)}</h4>);
    else if (line.startsWith('# ')) blocks.push(<h3 key={blocks.length} className="text-lg font-semibold">{line.slice(2)}</h3>);
    else blocks.push(<p key={blocks.length}>{line}</p>);
  }
  flush();
  return <div className="grid min-w-0 grid-cols-1 gap-2 leading-relaxed break-words">{blocks}</div>;
}
