-- Issue 27 item 3: an admin edited the published privacy policy in place, so members' consents
-- pointed at a version whose words had changed. Decision 0044.
-- A version is a promise once its published_at has come: its kind, version, title, body and
-- publication time never change again and it is never deleted. A changed text is a new, higher
-- version (admin_publish_legal_document below), which makes every member's consent 'outdated'
-- (my_consent_status) so the shell's consent gate asks them to accept it again.
-- A version scheduled for later may still be corrected or withdrawn before it takes effect.

create or replace function public.keep_published_legal_document() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.published_at <= now() and (
    tg_op = 'DELETE'
    or (new.kind, new.version, new.title, new.body, new.published_at)
       is distinct from (old.kind, old.version, old.title, old.body, old.published_at)
  ) then
    raise exception 'legal_document_published'
      using errcode = 'P0001',
            detail = format('%s version %s is published and cannot change', old.kind, old.version),
            hint = 'Publish a new version instead (admin_publish_legal_document).';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger legal_documents_keep_published before update or delete on public.legal_documents
  for each row execute function public.keep_published_legal_document();

-- "Save" for a policy: always the next version of its kind, published now (or at p_published_at),
-- never an edit of the current one.
create or replace function public.admin_publish_legal_document(
  p_kind text, p_title text, p_body text, p_published_at timestamptz default null
) returns public.legal_documents
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_row public.legal_documents;
begin
  perform public.require_admin();
  if p_kind is null or p_kind not in ('terms', 'privacy') then
    raise exception 'kind must be terms or privacy' using errcode = '22023';
  end if;
  -- One version at a time per kind: two admins saving at once get consecutive versions.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('legal_documents/' || p_kind, 0));
  insert into public.legal_documents (kind, version, title, body, published_at)
  values (
    p_kind,
    coalesce((select max(d.version) from public.legal_documents d where d.kind = p_kind), 0) + 1,
    btrim(coalesce(p_title, '')), coalesce(p_body, ''), coalesce(p_published_at, now())
  )
  returning * into v_row;
  return v_row;
end;
$$;
revoke all on function public.admin_publish_legal_document(text, text, text, timestamptz) from public, anon;
grant execute on function public.admin_publish_legal_document(text, text, text, timestamptz) to authenticated, service_role;
