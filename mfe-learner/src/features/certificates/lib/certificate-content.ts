import { formatThaiDate } from '@shared/messages/format';
import { learnerTh } from '../../../config/messages.ts';

/** What the certificate page (HTML) says; the PDF is laid out by the certificate-pdf Edge Function. */
export interface CertificateContent {
  learnerName: string;
  courseTitle: string;
  issuedAt: string;
  code: string;
}

export interface CertificateLines {
  heading: string;
  subheading: string;
  certifies: string;
  learnerName: string;
  completed: string;
  courseTitle: string;
  issued: string;
  code: string;
  verify: string;
}

/** The public verification address printed on the certificate. */
export function verificationUrl(code: string, origin: string): string {
  return `${origin}/certificate/${encodeURIComponent(code)}`;
}

export function certificateLines(content: CertificateContent, origin: string): CertificateLines {
  const t = learnerTh.certificate;
  return {
    heading: t.heading,
    subheading: t.subheading,
    certifies: t.certifies,
    learnerName: content.learnerName,
    completed: t.completed,
    courseTitle: content.courseTitle,
    issued: t.issuedOn(formatThaiDate(content.issuedAt)),
    code: `${t.codeLabel}: ${content.code}`,
    verify: t.verifyAt(verificationUrl(content.code, origin)),
  };
}
