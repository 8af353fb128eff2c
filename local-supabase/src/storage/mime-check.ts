import { storageErrors } from './storage-error.ts';

/**
 * Hosted Storage's rule: `type/subtype` must equal an allowed entry or match `type/*`. The
 * whole header value is compared, parameters included (`text/plain;charset=UTF-8` does not
 * match `text/plain`), exactly as hosted does, so what passes here passes there.
 */
export function requireAllowedMimeType(mimetype: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimetype.split('/');
  if (type === undefined || subtype === undefined) throw storageErrors.invalidMimeType(mimetype);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw storageErrors.invalidMimeType(mimetype);
}
