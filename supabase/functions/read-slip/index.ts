// Reads the QR reference of a just-submitted payment slip on the server (decision 0052), so one
// bank transfer cannot pay two orders. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by the
// Edge Runtime.
import { Buffer } from 'node:buffer';
import { serviceRoleClient } from '../_shared/deno/function-env.ts';
import jpeg from 'npm:jpeg-js@0.4.4';
import jsQRModule from 'npm:jsqr@1.4.0';
import { PNG } from 'npm:pngjs@7.0.0';
import { readSlipHandler } from '../_shared/read-slip-handler.ts';
import type { SlipQrDecoders } from '../_shared/slip-qr.ts';

// jsqr is a UMD bundle whose module.exports is the function; its typings describe an ES default export.
const jsQR = jsQRModule as unknown as SlipQrDecoders['jsQR'];

const admin = serviceRoleClient();

Deno.serve(
  readSlipHandler({
    db: admin,
    userOf: async (jwt) => (await admin.auth.getUser(jwt)).data.user,
    decoders: {
      jsQR,
      decodeJpeg: (bytes) => jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 256 }),
      decodePng: (bytes) => PNG.sync.read(Buffer.from(bytes)),
    },
  }),
);
