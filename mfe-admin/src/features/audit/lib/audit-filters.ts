import { AUDIT_TABLES, type AuditTable } from '../api/types.ts';

/** What the audit tab is showing; kept in the URL beside ?tab=audit so reload, back and a shared link keep it. */
export interface AuditFilters {
  table: AuditTable | null;
  /** The admin's user id, or null for every admin. */
  actor: string | null;
  /** Bangkok calendar days 'YYYY-MM-DD', inclusive, or null for an open end. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
}

export const AUDIT_PAGE_SIZE = 20;
export const EMPTY_AUDIT_FILTERS: AuditFilters = { table: null, actor: null, from: null, to: null, page: 1 };

const isTable = (value: string | null): value is AuditTable => AUDIT_TABLES.some((t) => t === value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asDay = (value: string | null): string | null =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

/** Anything unknown in a hand-edited URL falls back to "no filter" instead of an error. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const table = params.get('table');
  const actor = params.get('admin');
  return {
    table: isTable(table) ? table : null,
    actor: actor !== null && UUID.test(actor) ? actor.toLowerCase() : null,
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters for these filters; defaults are left out so the plain tab URL stays ?tab=audit. */
export function auditFiltersToParams(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = { tab: 'audit' };
  if (filters.table) params.table = filters.table;
  if (filters.actor) params.admin = filters.actor;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}
