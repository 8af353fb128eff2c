import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin-url.ts';

describe('linkedInAddToProfileUrl', () => {
  it("fills LinkedIn's certification form: name, issuer, Gregorian date, credential id and URL", () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        { courseTitle: 'Python สำหรับผู้เริ่มต้น', issuedAt: '2026-03-14T08:00:00Z', code: 'RC-ABC123', organizationName: 'เรียนโค้ด' },
        'https://riancode.example',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Python สำหรับผู้เริ่มต้น',
      organizationName: 'เรียนโค้ด',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://riancode.example/certificate/RC-ABC123',
      certId: 'RC-ABC123',
    });
  });

  it("takes the month in Bangkok, the school's time zone", () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        { courseTitle: 'x', issuedAt: '2026-11-30T17:30:00Z', code: 'C', organizationName: 'เรียนโค้ด' },
        'https://riancode.example',
      ),
    );
    expect([url.searchParams.get('issueYear'), url.searchParams.get('issueMonth')]).toEqual(['2026', '12']);
  });
});
