import { useDeferredValue, useState } from 'react';
import { useSearchParams } from '@shared/platform/router';
import { Search, UserPlus } from 'lucide-react';
import { useAuth } from '@shared/platform/auth/react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { TablePager } from '../../../components/table-pager.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { NativeSelect } from '@shared/ui/select';
import { filterMembers, useMembers } from '../api/get-members.ts';
import { isPrivacyFilter, matchesPrivacyFilter, PRIVACY_FILTERS, useMemberPrivacy, type PrivacyFilter } from '../api/get-member-privacy.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import type { Member } from '../api/types.ts';
import { MEMBERS_PAGE_SIZE, pageOfMembers, parseMembersPage } from '../lib/members-page.ts';
import { MembersTable } from './members-table.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { EditMemberDialog } from './edit-member-dialog.tsx';

export function MembersTab() {
  const selfId = useAuth().session?.user.id;
  const members = useMembers();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const privacy = useMemberPrivacy();
  const [search, setSearch] = useState('');
  const [privacyFilter, setPrivacyFilter] = useState<PrivacyFilter>('all');
  const deferredSearch = useDeferredValue(search);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  // The page lives in the URL (beside ?tab=) so reload and back keep it; search and filter start again at page 1.
  const [params, setParams] = useSearchParams();
  const goToPage = (page: number, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );

  const toggleStatus = (m: Member) => {
    const status = m.status === 'active' ? 'inactive' : 'active';
    update.mutate(
      { id: m.id, values: { status } },
      {
        onSuccess: () => toast.success(status === 'inactive' ? adminTh.members.deactivated : adminTh.members.activated),
        onError: toastAdminError,
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(adminTh.members.deleted);
        setDeleting(null);
      },
      onError: toastAdminError,
    });
  };

  const privacyById = privacy.data ?? new Map<string, never>();
  const rows = members.data
    ? filterMembers(members.data, deferredSearch).filter((m) => matchesPrivacyFilter(privacyById.get(m.id), privacyFilter))
    : [];
  const shown = pageOfMembers(rows, parseMembersPage(params));
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid w-full gap-2 sm:max-w-sm">
          <Label htmlFor="member-search">{adminTh.members.search}</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
            <Input
              id="member-search"
              type="search"
              className="ps-9"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                goToPage(1, true);
              }}
            />
          </div>
        </div>
        <div className="grid gap-2 sm:w-56">
          <Label htmlFor="member-privacy-filter">{adminTh.members.privacyFilter}</Label>
          <NativeSelect
            id="member-privacy-filter"
            value={privacyFilter}
            onChange={(e) => {
              if (isPrivacyFilter(e.target.value)) {
                setPrivacyFilter(e.target.value);
                goToPage(1, true);
              }
            }}
          >
            {PRIVACY_FILTERS.map((key) => (
              <option key={key} value={key}>
                {adminTh.members.privacyFilters[key]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {adminTh.members.add}
        </Button>
      </div>
      {members.isPending ? <TableSkeleton /> : null}
      {members.isError ? <ErrorState message={thaiErrorMessage(members.error)} onRetry={() => void members.refetch()} /> : null}
      {privacy.isError ? (
        <ErrorState
          title={adminTh.members.privacyUnknown}
          message={thaiErrorMessage(privacy.error)}
          onRetry={() => void privacy.refetch()}
        />
      ) : null}
      {members.isSuccess && rows.length === 0 ? <EmptyState title={adminTh.members.empty} /> : null}
      {rows.length > 0 ? (
        <div className="grid gap-3">
          <MembersTable
            members={shown.rows}
            selfId={selfId}
            privacy={privacyById}
            busyId={update.isPending ? update.variables.id : null}
            onEdit={setEditing}
            onToggleStatus={toggleStatus}
            onDelete={setDeleting}
          />
          <TablePager page={shown.page} pageSize={MEMBERS_PAGE_SIZE} total={rows.length} onPage={(page) => goToPage(page)} />
        </div>
      ) : null}
      <AddMemberDialog open={adding} onOpenChange={setAdding} />
      <EditMemberDialog member={editing} isSelf={editing?.id === selfId} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        name={deleting ? deleting.name || deleting.email || deleting.id : null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
