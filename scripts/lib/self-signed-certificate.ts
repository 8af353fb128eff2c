import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TlsFiles } from 'site-server';

/**
 * A throwaway certificate for localhost and 127.0.0.1 (P-256, one day), made with Debian's `openssl`, for
 * `npm run bench:web -- --http2`: the benchmark's browsers are told to accept it (BENCH_CHROME_ARGS).
 */
export function selfSignedCertificate(): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), 'riancode-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    if (made.error || made.status !== 0) {
      throw new Error(`--http2 needs openssl to make a certificate (apt-get install -y openssl): ${made.error?.message ?? made.stderr}`);
    }
    return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
