import type { ReceiptContent, ReceiptLine } from 'supabase/functions/receipt-content';

function AmountRow({ row, testId }: { row: ReceiptLine; testId: string }) {
  return (
    <tr className={row.strong ? 'border-t-2 border-slate-800 text-base font-bold' : undefined}>
      <th scope="row" className="py-1.5 pe-4 text-start font-normal">
        {row.strong ? <strong>{row.label}</strong> : row.label}
      </th>
      <td className="py-1.5 text-end tabular-nums" data-testid={testId}>
        {row.amount}
      </td>
    </tr>
  );
}

/** The receipt in HTML (selectable, screen-reader friendly, printable); the PDF comes from the receipt-pdf Edge Function (decision 0059). */
export function ReceiptSheet({ content }: { content: ReceiptContent }) {
  const { net, vat, total } = content.breakdown;
  return (
    <article
      className="receipt-sheet relative mx-auto w-full max-w-3xl space-y-6 rounded-sm border bg-white p-6 text-slate-800 shadow-lg sm:p-10"
      aria-label={content.title}
    >
      {content.refunded ? (
        <p
          className="absolute end-6 top-28 -rotate-12 rounded border-4 border-red-600 px-4 py-1 text-2xl font-bold text-red-600 sm:top-24"
          data-testid="receipt-refunded"
        >
          {content.refunded}
        </p>
      ) : null}
      <header className="space-y-4 border-b pb-4">
        <h1 className="text-center text-xl font-bold text-blue-700 sm:text-2xl">{content.title}</h1>
        <div className="space-y-1">
          <p className="text-xl font-bold" data-testid="receipt-school">
            {content.schoolName}
          </p>
          {content.schoolTaxId ? (
            <p className="text-sm" data-testid="receipt-tax-id">
              {content.schoolTaxId}
            </p>
          ) : null}
          <p className="whitespace-pre-line text-sm text-slate-600">{content.schoolAddress.join('\n')}</p>
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {content.details.map((d) => (
          <div key={d.key} className="contents">
            <dt className="text-slate-600">{d.label}</dt>
            <dd className="font-medium" data-testid={`receipt-${d.key}`}>
              {d.value}
            </dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-y bg-slate-50">
            <th scope="col" className="py-2 pe-4 text-start">
              {content.columns.item}
            </th>
            <th scope="col" className="py-2 text-end">
              {content.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          <AmountRow row={content.item} testId="receipt-price" />
          {content.discount ? <AmountRow row={content.discount} testId="receipt-discount" /> : null}
        </tbody>
        <tfoot className="border-t">
          <AmountRow row={net} testId="receipt-net" />
          <AmountRow row={vat} testId="receipt-vat" />
          <AmountRow row={total} testId="receipt-total" />
        </tfoot>
      </table>
      <div className="space-y-1 text-sm">
        <p>
          <span className="text-slate-600">{content.inWordsLabel}: </span>
          <span className="font-medium" data-testid="receipt-in-words">
            {content.inWords}
          </span>
        </p>
        <p className="text-slate-600">{content.vatIncluded}</p>
      </div>
      <p className="border-t pt-4 text-center text-sm text-slate-600">{content.thanks}</p>
    </article>
  );
}
