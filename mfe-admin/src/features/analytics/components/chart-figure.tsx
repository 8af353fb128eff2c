import type { ReactNode } from 'react';
import { adminTh } from '../../../config/messages.ts';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';

type ChartFigureProps = {
  id: string;
  title: string;
  summary: string;
  columns: [string, string];
  rows: Array<[string, string]>;
  children: ReactNode;
};

/**
 * A chart with its accessible twin: the SVG is one labelled image for screen readers, and the
 * same figures sit in a real table under a disclosure for anyone who prefers numbers.
 */
export function ChartFigure({ id, title, summary, columns, rows, children }: ChartFigureProps) {
  return (
    <figure className="grid gap-3 rounded-xl border p-4" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="sr-only">
        {summary}
      </p>
      {children}
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {adminTh.analytics.showTable}
        </summary>
        <div className="mt-2">
          <DataTable caption={title}>
            <thead>
              <tr>
                <Th>{columns[0]}</Th>
                <Th className="text-end">{columns[1]}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <Td>{label}</Td>
                  <Td className="text-end tabular-nums">{value}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </details>
    </figure>
  );
}
