import { useQuery } from '@tanstack/react-query';
import { verifyCertificateQueryOptions } from '../api/verify-certificate.ts';
import { parseCertificateCode } from '../lib/certificate-code.ts';

/** The route's code, normalised; a malformed one never reaches the server. */
export function useCertificateByCode(rawCode: string | undefined) {
  const code = parseCertificateCode(rawCode);
  const query = useQuery({ ...verifyCertificateQueryOptions(code ?? ''), enabled: code !== null });
  return { code, query };
}
