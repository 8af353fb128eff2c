import { verificationUrl } from './certificate-content.ts';

export interface LinkedInCertification {
  courseTitle: string;
  issuedAt: string;
  code: string;
  organizationName: string;
}

/**
 * LinkedIn's "Add to profile" form, filled in (startTask=CERTIFICATION_NAME). LinkedIn takes the
 * Gregorian year and a 1-based month; the month is Bangkok's, the school's, so a certificate issued
 * at 00:30 on 1 ธันวาคม (Bangkok) is December, not November as in UTC.
 */
export function linkedInAddToProfileUrl(cert: LinkedInCertification, origin: string): string {
  const [year, month] = bangkokYearMonth(cert.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.courseTitle,
    organizationName: cert.organizationName,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: verificationUrl(cert.code, origin),
    certId: cert.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

function bangkokYearMonth(iso: string): [number, number] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: 'numeric',
    calendar: 'gregory',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month')];
}
