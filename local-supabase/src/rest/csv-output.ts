/**
 * PostgREST's `text/csv` body for the rows of `pgrst_page`: a header of the
 * first row's keys, then each row as Postgres prints a record without its
 * parentheses (so quoting is Postgres's: fields with commas, quotes, spaces or
 * backslashes in double quotes, `""` inside, an empty field for null).
 * With no rows the header is empty and the body is a single newline.
 */
export const CSV_BODY_SQL =
  `(select coalesce((select string_agg(pgrst_k, ',') from json_object_keys((select row_to_json(pgrst_h) from pgrst_page pgrst_h limit 1)) pgrst_k), '')` +
  ` || E'\\n' || coalesce(string_agg(substring(pgrst_r::text, 2, length(pgrst_r::text) - 2), E'\\n'), '') from pgrst_page pgrst_r)`;

export const CSV_TYPE = 'text/csv; charset=utf-8';
