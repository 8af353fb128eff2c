import { describe, expect, it } from 'vitest';
import { parseCertificateCode } from './certificate-code.ts';

describe('parseCertificateCode', () => {
  it('normalises a printed code (case, spaces around it)', () => {
    expect(parseCertificateCode('  rc-2569-ab12cd34 ')).toBe('RC-2569-AB12CD34');
  });

  // verify_certificate refuses a code past 40 characters (22023); the page must show "not found"
  // for one without asking, never an error.
  it.each([undefined, '', 'RC-2569-ABC', `RC-2569-${'A'.repeat(17)}`, `RC-2569-${'A'.repeat(40)}`])('has no code in %j', (value) => {
    expect(parseCertificateCode(value)).toBeNull();
  });
});
