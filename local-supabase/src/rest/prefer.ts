/** The parts of the `Prefer` header this subset honours; unknown preferences are ignored, as PostgREST does by default. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { return: null, count: null, resolution: null, missingDefault: false };
  // supabase-js appends several Prefer values; fetch joins them with ", ".
  for (const raw of (header ?? '').split(',')) {
    const [key = '', value = ''] = raw.trim().split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing' && value === 'default') prefs.missingDefault = true;
  }
  return prefs;
}
