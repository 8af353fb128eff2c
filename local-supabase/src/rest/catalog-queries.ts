/**
 * Introspection SQL for one exposed schema, passed as $1. Each query returns one JSON text value
 * so the result looks the same through PGlite and node-postgres.
 */

export const RELATIONS_SQL = `
select coalesce(json_agg(r order by r.name), '[]')::text as body from (
  select c.relname::text as name,
         case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
         (select json_agg(json_build_object(
                   'name', a.attname::text,
                   'type', format_type(a.atttypid, a.atttypmod),
                   'nullable', not a.attnotnull,
                   'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '')
                 order by a.attnum)
            from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         case when c.relkind in ('v', 'm') then
           (select rw.ev_action::text from pg_rewrite rw where rw.ev_class = c.oid and rw.rulename = '_RETURN')
         end as "viewQuery"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
) r`;

export const CONSTRAINTS_SQL = `
select coalesce(json_agg(k), '[]')::text as body from (
  select con.conname::text as name,
         con.contype::text as type,
         c.relname::text as "table",
         c.oid::int8 as "tableOid",
         array(select a.attname::text from unnest(con.conkey) with ordinality as k(num, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
         array(select a.attnum::int from unnest(con.conkey) with ordinality as k(num, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as "columnNums",
         rc.relname::text as "refTable",
         array(select a.attname::text from unnest(con.confkey) with ordinality as k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as "refColumns",
         array(select a.attnum::int from unnest(con.confkey) with ordinality as k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as "refColumnNums",
         rc.oid::int8 as "refTableOid"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class rc on rc.oid = con.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and (con.contype in ('p', 'u') or (con.contype = 'f' and rn.nspname = $1))
) k`;

export const TABLE_OIDS_SQL = `
select coalesce(json_agg(json_build_object('oid', c.oid::int8, 'name', c.relname::text)), '[]')::text as body
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

export const FUNCTIONS_SQL = `
select coalesce(json_agg(f), '[]')::text as body from (
  select p.proname::text as name,
         p.proretset as "returnsSet",
         p.provolatile::text as volatility,
         p.prorettype = 'void'::regtype as "returnsVoid",
         p.pronargdefaults::int as "defaultCount",
         (select coalesce(json_agg(json_build_object(
                   'name', coalesce(p.proargnames[i], ''),
                   'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
                   'mode', coalesce(p.proargmodes[i]::text, 'i'),
                   'isArray', (select t2.typcategory = 'A' from pg_type t2
                                where t2.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1])))
                 order by i), '[]')
            from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs::int)) as i) as args,
         case when t.typrelid <> 0 then
           (select json_agg(json_build_object('name', a.attname::text, 'type', format_type(a.atttypid, a.atttypmod))
                   order by a.attnum)
              from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
         end as "compositeColumns",
         (select rc.relname::text from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
           where rc.oid = t.typrelid and rn.nspname = $1 and rc.relkind in ('r', 'v', 'm', 'p')) as "returnRelation"
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
) f`;
