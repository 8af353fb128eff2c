/**
 * Which base-table column each view column comes from, read from the view's
 * stored query tree (pg_rewrite.ev_action) the way PostgREST does: a top-level
 * target entry carries `resorigtbl` / `resorigcol` when it is a plain column
 * reference. That lets a view inherit the foreign keys of the tables it shows,
 * so `course_catalog?select=*,instructors(*)` embeds like a table.
 */

export interface ColumnOrigin {
  viewColumn: string;
  tableOid: number;
  attnum: number;
}

/** Index just past the group (`{…}` or `(…)`) that opens at `start`. */
function groupEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** The fields of one node, with every nested node or list removed. */
function ownFields(node: string): string {
  let out = '';
  let i = 1;
  while (i < node.length - 1) {
    const ch = node[i] ?? '';
    if (ch === '\\') {
      out += node.slice(i, i + 2);
      i += 2;
    } else if (ch === '{' || ch === '(') {
      i = groupEnd(node, i);
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** Top-level `{QUERY …}` node's `:targetList` entries, or none for unusual trees. */
function topTargetEntries(text: string): string[] {
  const queryStart = text.indexOf('{QUERY');
  if (queryStart < 0) return [];
  const queryEnd = groupEnd(text, queryStart);
  let i = queryStart + 1;
  while (i < queryEnd - 1) {
    const ch = text[i];
    if (ch === '\\') {
      i += 2;
    } else if (ch === '{' || ch === '(') {
      i = groupEnd(text, i);
    } else if (text.startsWith(':targetList ', i)) {
      const listStart = text.indexOf('(', i);
      if (listStart < 0) return [];
      const listEnd = groupEnd(text, listStart);
      const entries: string[] = [];
      let j = listStart + 1;
      while (j < listEnd - 1) {
        if (text[j] === '{') {
          const end = groupEnd(text, j);
          entries.push(text.slice(j, end));
          j = end;
        } else j++;
      }
      return entries;
    } else i++;
  }
  return [];
}

export function viewColumnOrigins(evAction: string): ColumnOrigin[] {
  const origins: ColumnOrigin[] = [];
  for (const entry of topTargetEntries(evAction)) {
    const fields = ownFields(entry);
    const match = /:resname (\S+) .*:resorigtbl (\d+) :resorigcol (\d+) :resjunk false/.exec(fields);
    if (!match?.[1] || !match[2] || !match[3]) continue;
    const tableOid = Number(match[2]);
    if (tableOid === 0) continue;
    origins.push({ viewColumn: match[1].replace(/\\(.)/g, '$1'), tableOid, attnum: Number(match[3]) });
  }
  return origins;
}
