/**
 * The names the browser and the builds must agree on (plain constants). Build-time facts about the
 * apps (workspace folders, ports) live in the build-config package, never here.
 */

/** Remote names as the shell's run-time list and each remote's build know them. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_catalog', 'mfe_learner', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The one exposed module of every remote: it renders the remote's own <Routes>. */
export const REMOTE_EXPOSE = './App';
