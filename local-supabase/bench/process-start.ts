import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * A whole server process started on an existing database (`node --import tsx
 * src/server.ts`; `npm start` runs the same through the tsx CLI, which adds a
 * parent process): milliseconds from spawn to the first
 * answer of `GET /`. Includes Node's and tsx's own start, the module loading,
 * opening the database and the bootstrap's "nothing to apply" check.
 */
export async function timeProcessStart(env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before answering:\n${stderr}`))),
  );
  try {
    for (;;) {
      const answered = await Promise.race([
        fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]);
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.removeAllListeners('exit');
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
}
