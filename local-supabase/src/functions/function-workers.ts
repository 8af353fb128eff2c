import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DENO_DIR, denoBinary, MODULE_FLAGS } from './deno-runtime.mjs';

/**
 * One Deno process per Edge Function, started on its first request and reused (decision 0050).
 * A process that exits (crash, out of memory) is forgotten, so the next request starts a new one.
 */

const BOOT = fileURLToPath(new URL('./deno-boot.mjs', import.meta.url));
const LISTENING = '__local_supabase_function_listening__ ';

/** Why a function could not answer, in hosted's words (the gateway turns it into JSON). */
export class FunctionFailure extends Error {
  constructor(
    readonly status: 500 | 503,
    readonly code: 'BOOT_ERROR' | 'WORKER_ERROR',
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

export interface FunctionWorkersOptions {
  functionsDir: string;
  /** The environment each function sees (SUPABASE_URL, keys, secrets), computed when it starts. */
  env: () => Record<string, string>;
  memoryMb: number;
  bootTimeoutMs: number;
  /** Where the functions' console output goes (stdout and stderr lines), or nowhere. */
  log?: (name: string, line: string) => void;
}

interface Worker {
  process: ChildProcess;
  port: Promise<number>;
}

export class FunctionWorkers {
  private readonly workers = new Map<string, Worker>();
  private readonly deno = denoBinary();
  private stopped = false;

  constructor(private readonly options: FunctionWorkersOptions) {}

  /** Whether `supabase/functions/<name>/index.ts` exists (names are checked by the route first). */
  exists(name: string): boolean {
    return existsSync(this.entryOf(name));
  }

  /** Forwards the request to the function, starting it if needed; `path` is what follows /functions/v1. */
  async fetch(name: string, path: string, request: Request): Promise<Response> {
    const worker = this.workerFor(name);
    const port = await worker.port;
    const headers = new Headers(request.headers);
    for (const hop of ['host', 'connection', 'keep-alive', 'content-length']) headers.delete(hop);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let answer: Response;
    try {
      answer = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : null,
        redirect: 'manual',
        // Node streams a request body only half-duplex.
        ...(hasBody ? { duplex: 'half' } : {}),
      });
    } catch (error) {
      // The process died under the request (or was killed for memory): hosted's WORKER_ERROR.
      this.forget(name, worker);
      worker.process.kill('SIGKILL');
      throw new FunctionFailure(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)', describe(error));
    }
    // fetch() already decoded the body; the length and encoding no longer describe it.
    const out = new Headers(answer.headers);
    out.delete('content-encoding');
    out.delete('content-length');
    out.delete('transfer-encoding');
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const exits = [...this.workers.values()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.process.exitCode !== null || worker.process.signalCode !== null) return resolve();
          worker.process.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    this.workers.clear();
    await Promise.all(exits);
  }

  private entryOf(name: string): string {
    return join(this.options.functionsDir, name, 'index.ts');
  }

  private forget(name: string, worker: Worker): void {
    if (this.workers.get(name) === worker) this.workers.delete(name);
  }

  private workerFor(name: string): Worker {
    const running = this.workers.get(name);
    if (running) return running;
    if (this.stopped) throw new FunctionFailure(503, 'BOOT_ERROR', 'Function failed to start (please check logs)', 'server stopping');
    const worker = this.start(name);
    this.workers.set(name, worker);
    // A worker that never listened is forgotten at once, so the next request tries again.
    worker.port.catch(() => this.forget(name, worker));
    return worker;
  }

  private start(name: string): Worker {
    const { memoryMb, bootTimeoutMs, log } = this.options;
    const child = spawn(
      this.deno,
      [
        'run',
        // Hermetic: every module comes from DENO_DIR, filled at install time (decision 0050).
        '--cached-only',
        ...MODULE_FLAGS,
        '--no-prompt',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        `--v8-flags=--max-old-space-size=${memoryMb}`,
        BOOT,
        pathToFileURL(this.entryOf(name)).href,
      ],
      {
        // The function sees only what hosted gives it, not the developer's shell.
        env: { DENO_DIR, NO_COLOR: '1', HOME: process.env['HOME'] ?? '/tmp', ...this.options.env() },
        // stdin stays open and silent: its end tells the function that local-supabase is gone (deno-boot.mjs).
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const recent: string[] = [];
    const remember = (line: string): void => {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      log?.(name, line);
    };
    const port = new Promise<number>((resolve, reject) => {
      const failBoot = (why: string): void =>
        reject(new FunctionFailure(503, 'BOOT_ERROR', 'Function failed to start (please check logs)', `${why}\n${recent.join('\n')}`));
      const timer = setTimeout(() => {
        failBoot(`no Deno.serve within ${bootTimeoutMs} ms`);
        child.kill('SIGKILL');
      }, bootTimeoutMs);
      timer.unref();
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(LISTENING)) {
          clearTimeout(timer);
          resolve(Number(line.slice(LISTENING.length)));
        } else remember(line);
      });
      createInterface({ input: child.stderr }).on('line', remember);
      child.once('error', (error) => {
        clearTimeout(timer);
        failBoot(describe(error));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        failBoot(`exited with ${signal ?? `code ${code}`}`);
      });
    });
    const worker: Worker = { process: child, port };
    child.once('exit', () => this.forget(name, worker));
    return worker;
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
