// A certificate as a text PDF with a QR code to its verification page (issue 31, decision 0059).
// Public like the verification page (verify_jwt = false in config.toml): rpc certificate_document
// with the anon key. SITE_URL is where /certificate/<code> lives.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { Database } from '../_shared/database.types.ts';
import { requiredEnv } from '../_shared/deno/function-env.ts';
import { certificatePdfHandler } from '../_shared/pdf/certificate-pdf-handler.ts';

const anon = createClient<Database>(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(
  certificatePdfHandler({
    siteUrl: requiredEnv('SITE_URL'),
    loadCertificate: async (code) => {
      const { data, error } = await anon.rpc('certificate_document', { p_code: code }).maybeSingle();
      if (error) throw new Error(error.message);
      return data
        ? {
            code: data.code,
            learnerName: data.learner_name,
            courseTitle: data.course_title,
            courseMinutes: data.course_minutes,
            issuedAt: data.issued_at,
          }
        : null;
    },
  }),
);
