import { describe, expect, it } from 'vitest';
import { certificateLines, verificationUrl } from './certificate-content.ts';
import { parseCertificateCode } from './certificate-code.ts';

describe('certificate content', () => {
  it('prints the learner, the course, a Thai (Buddhist-era) date, the code and the verification address', () => {
    const lines = certificateLines(
      { learnerName: 'สมหญิง ใจดี', courseTitle: 'Git สำหรับมือใหม่', issuedAt: '2026-11-21T10:00:00Z', code: 'RC-2026-ABCDEFGH23' },
      'https://riancode.dev',
    );
    expect(lines.learnerName).toBe('สมหญิง ใจดี');
    expect(lines.issued).toContain('2569');
    expect(lines.code).toContain('RC-2026-ABCDEFGH23');
    expect(lines.verify).toContain('https://riancode.dev/certificate/RC-2026-ABCDEFGH23');
  });

  it('builds the verification address on the given origin', () => {
    expect(verificationUrl('RC-2026-XYZ234', 'http://localhost:5173')).toBe('http://localhost:5173/certificate/RC-2026-XYZ234');
  });

  it('normalises a typed code and refuses anything that cannot be one', () => {
    expect(parseCertificateCode(' rc-2026-abcdef23 ')).toBe('RC-2026-ABCDEF23');
    expect(parseCertificateCode('RC-2026-ABC')).toBeNull();
    expect(parseCertificateCode("RC-2026-ABCDEF'--")).toBeNull();
    expect(parseCertificateCode(undefined)).toBeNull();
  });
});
