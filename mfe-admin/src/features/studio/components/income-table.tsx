import { formatOrderAmount } from '@shared/db/orders';
import { Button } from '@shared/ui/button';
import { formatNumber } from '@shared/messages/format';
import { studioTh } from '../../../config/studio-messages.ts';
import { useStudioIncome } from '../api/studio-overview.ts';
import { incomeCsv } from '../lib/income-csv.ts';
import { SectionState } from './section-state.tsx';

const t = studioTh.income;

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'riancode-income.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** Income per month and course over the last twelve months, VAT-exclusive, with a CSV export. */
export function IncomeTable() {
  const income = useStudioIncome();
  return (
    <section aria-labelledby="studio-income" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="studio-income" className="text-xl font-semibold">
          {studioTh.sections.income}
        </h2>
        <Button variant="outline" size="sm" disabled={!income.data?.length} onClick={() => income.data && download(incomeCsv(income.data))}>
          {t.csv}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t.note}</p>
      <SectionState query={income} empty={t.empty}>
        {(rows) => (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="p-2">{t.month}</th>
                <th className="p-2">{t.course}</th>
                <th className="p-2 text-right">{t.orders}</th>
                <th className="p-2 text-right">{t.net}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.month}-${r.course_id}`} className="border-b">
                  <td className="p-2">{r.month}</td>
                  <td className="p-2">{r.title}</td>
                  <td className="p-2 text-right">{formatNumber(r.orders)}</td>
                  <td className="p-2 text-right">{formatOrderAmount(r.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionState>
    </section>
  );
}
