import { DEFAULT_PORTS, REMOTE_DIRS, REMOTE_NAMES, type RemoteName } from 'build-config/app-names';

/**
 * The port map (README). `npm start` uses the conventional ports; the e2e run
 * uses its own set so it never collides with a running `npm start`. The apps
 * are built once and know none of this: the run-time files tell them.
 */
export interface PortMap {
  shell: number;
  mfe_auth: number;
  mfe_catalog: number;
  mfe_learner: number;
  mfe_admin: number;
  localSupabase: number;
}

/** The conventional ports, the same ones the apps' vite configs use (one definition, in build-config). */
export const START_PORTS: PortMap = DEFAULT_PORTS;

/** The e2e port set shifted by `offset`: shell 4173, remotes 4001–4004, backend 54329 at offset 0. */
function testPorts(offset: number): PortMap {
  return {
    shell: 4173 + offset,
    mfe_auth: 4001 + offset,
    mfe_catalog: 4002 + offset,
    mfe_learner: 4003 + offset,
    mfe_admin: 4004 + offset,
    localSupabase: 54329 + offset,
  };
}

/**
 * E2E_PORT_OFFSET shifts the whole e2e set, so two e2e runs on one machine
 * (two developers' branches, or a run beside CI) never share a backend.
 */
export const E2E_PORTS: PortMap = testPorts(Number(process.env.E2E_PORT_OFFSET ?? 0) || 0);

/** `npm run bench:web`: its own set, so it can run beside `npm start` and an e2e run. */
export const BENCH_PORTS: PortMap = testPorts(400);
/** The monolithic benchmark variant's shell (it needs no remote ports). */
export const BENCH_MONOLITH_PORT = BENCH_PORTS.shell + 1;

function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** START_PORTS, each overridable: PORT_SHELL, PORT_MFE_AUTH, …, PORT_LOCAL_SUPABASE. */
export function portsFromEnv(base: PortMap): PortMap {
  return {
    shell: envPort('PORT_SHELL', base.shell),
    mfe_auth: envPort('PORT_MFE_AUTH', base.mfe_auth),
    mfe_catalog: envPort('PORT_MFE_CATALOG', base.mfe_catalog),
    mfe_learner: envPort('PORT_MFE_LEARNER', base.mfe_learner),
    mfe_admin: envPort('PORT_MFE_ADMIN', base.mfe_admin),
    localSupabase: envPort('PORT_LOCAL_SUPABASE', base.localSupabase),
  };
}

export type AppKey = 'shell' | RemoteName;

/** The five apps: workspace folder and port-map key. */
export const APPS: readonly { dir: string; key: AppKey }[] = [
  { dir: 'shell', key: 'shell' },
  ...REMOTE_NAMES.map((name) => ({ dir: REMOTE_DIRS[name], key: name })),
];

/** The CDN-only shape's plain static server (the static export, no site-server). */
export const BENCH_STATIC_PORT = BENCH_PORTS.shell + 2;
