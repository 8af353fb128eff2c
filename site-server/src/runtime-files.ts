/** The shell's run-time files, as served at /remotes.json and /config.json. */
export interface ShellRuntimeFiles {
  remotesJson: string;
  configJson: string;
}

interface RemoteEntry {
  name: string;
  entry: string;
  routes: string[];
}

/**
 * A remote list with each remote's entry moved to where it is served now:
 * route ownership stays what the committed list says (the one source of
 * truth); only the hosts change per environment.
 */
export function remotesJsonWithEntries(committedRemotesJson: string, entryOf: (name: string) => string | undefined): string {
  const committed = JSON.parse(committedRemotesJson) as { remotes: RemoteEntry[] };
  const remotes = committed.remotes.map((remote) => ({ ...remote, entry: entryOf(remote.name) ?? remote.entry }));
  return JSON.stringify({ remotes }, null, 2);
}

/** /config.json for a backend: where it is and the key a visitor uses. */
export function configJson(supabaseUrl: string, anonKey: string, siteUrl?: string): string {
  return JSON.stringify({ supabaseUrl, supabaseAnonKey: anonKey, ...(siteUrl ? { siteUrl } : {}) }, null, 2);
}
