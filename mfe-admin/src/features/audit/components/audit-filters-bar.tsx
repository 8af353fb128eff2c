import { X } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Label } from '@shared/ui/label';
import { NativeSelect } from '@shared/ui/select';
import { adminTh } from '../../../config/messages.ts';
import { filterYears, ThaiDateField } from '../../../components/thai-date-field.tsx';
import { AUDIT_TABLES, type AuditActor, type AuditTable } from '../api/types.ts';
import { EMPTY_AUDIT_FILTERS, type AuditFilters } from '../lib/audit-filters.ts';

type AuditFiltersBarProps = {
  filters: AuditFilters;
  /** The admins who appear in the log (from the server's answer). */
  actors: AuditActor[];
  onChange: (next: AuditFilters) => void;
};

const isTable = (value: string): value is AuditTable => AUDIT_TABLES.some((t) => t === value);

/** Table, admin and date range; every change goes back to page 1. */
export function AuditFiltersBar({ filters, actors, onChange }: AuditFiltersBarProps) {
  const t = adminTh.audit;
  const change = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const filtered = filters.table !== null || filters.actor !== null || filters.from !== null || filters.to !== null;
  // An admin in the URL who is not in the answer (yet) still needs an option, or the select would show another.
  const knownActor = filters.actor === null || actors.some((a) => a.id === filters.actor);

  return (
    <form
      role="search"
      aria-label={t.filters}
      className="grid grid-cols-2 items-end gap-3 rounded-xl border bg-card p-4 lg:grid-cols-[12rem_minmax(0,1fr)_15rem_15rem_auto]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="audit-table">{t.table}</Label>
        <NativeSelect
          id="audit-table"
          value={filters.table ?? ''}
          onChange={(e) => change({ table: isTable(e.target.value) ? e.target.value : null })}
        >
          <option value="">{t.allTables}</option>
          {AUDIT_TABLES.map((table) => (
            <option key={table} value={table}>
              {t.tables[table]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        <Label htmlFor="audit-admin">{t.admin}</Label>
        <NativeSelect id="audit-admin" value={filters.actor ?? ''} onChange={(e) => change({ actor: e.target.value || null })}>
          <option value="">{t.allAdmins}</option>
          {actors.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} (${a.email})`}</option>
          ))}
          {knownActor || filters.actor === null ? null : <option value={filters.actor}>{filters.actor}</option>}
        </NativeSelect>
      </div>
      <ThaiDateField label={t.from} value={filters.from} years={filterYears()} onChange={(from) => change({ from })} />
      <ThaiDateField label={t.to} value={filters.to} years={filterYears()} onChange={(to) => change({ to })} />
      <Button
        type="button"
        variant="ghost"
        className="col-span-2 sm:col-span-1"
        disabled={!filtered}
        onClick={() => onChange(EMPTY_AUDIT_FILTERS)}
      >
        <X aria-hidden="true" />
        {t.clear}
      </Button>
    </form>
  );
}
