import { certificateLines, type CertificateContent } from '../lib/certificate-content.ts';

/** The printable certificate in HTML (selectable, screen-reader friendly); the PDF comes from the certificate-pdf Edge Function (decision 0059). */
export function CertificateSheet({ content, origin }: { content: CertificateContent; origin: string }) {
  const lines = certificateLines(content, origin);
  return (
    <article
      className="certificate-sheet mx-auto flex aspect-[1.414] w-full max-w-4xl flex-col items-center justify-center gap-2 rounded-sm border-[10px] border-blue-600 bg-white p-6 text-center text-slate-800 shadow-lg outline outline-2 -outline-offset-[22px] outline-amber-700 sm:gap-4 sm:p-12"
      aria-label={lines.heading}
    >
      <h1 className="text-3xl font-bold text-blue-600 sm:text-5xl">{lines.heading}</h1>
      <p className="text-sm text-slate-600 sm:text-base">{lines.subheading}</p>
      <p className="mt-2 text-sm sm:mt-6 sm:text-lg">{lines.certifies}</p>
      <p className="border-b-2 border-amber-700 px-6 pb-1 text-2xl font-bold sm:text-4xl" data-testid="certificate-learner">
        {lines.learnerName}
      </p>
      <p className="text-sm sm:text-lg">{lines.completed}</p>
      <p className="text-xl font-bold text-blue-600 sm:text-3xl" data-testid="certificate-course">
        {lines.courseTitle}
      </p>
      <p className="mt-2 text-sm sm:mt-4 sm:text-base">{lines.issued}</p>
      <p className="text-xs text-slate-600 sm:text-sm" data-testid="certificate-code">
        {lines.code}
      </p>
      <p className="text-xs text-slate-600">{lines.verify}</p>
    </article>
  );
}
