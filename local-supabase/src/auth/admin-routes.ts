import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireServiceRole, type AuthDeps } from './auth-deps.ts';
import { metadata, normaliseEmail, parseBody } from './input.ts';
import { parseGoDuration } from './go-duration.ts';
import { checkPassword, hashPassword } from './password.ts';
import { downgradeSessions, ownedFactor } from './mfa-factors.ts';
import { createUser, findUserByEmail, findUserById, userJson } from './users-repo.ts';

const CreateBody = z.object({
  email: z.string(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
}).loose();

const UpdateBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional().nullable(),
  app_metadata: metadata.optional().nullable(),
  // A Go duration ("24h", "30m", "876000h") or "none", which lifts the ban.
  ban_duration: z.string().optional(),
}).loose();

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: given keys are merged in, a key set to null is removed. */
function metadataPatch(patch: Record<string, unknown>): [string, string[]] {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  return [JSON.stringify(kept), removed];
}

/** banned_until for a ban_duration: null lifts the ban (GoTrue's Ban with a zero duration). */
function bannedUntil(banDuration: string): Date | null {
  if (banDuration === 'none') return null;
  const parsed = parseGoDuration(banDuration);
  if ('error' in parsed) throw gotrueError(400, 'validation_failed', `invalid format for ban duration: ${parsed.error}`);
  return parsed.ms === 0 ? null : new Date(Date.now() + parsed.ms);
}

const Uuid = z.uuid();

/** The service-role admin API (`supabase.auth.admin.*`) that tests and scripts use. */
export function adminRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/admin/*', async (c, next) => {
    requireServiceRole(c.get('requestContext'));
    await next();
  });

  const userId = (raw: string): string => {
    const parsed = Uuid.safeParse(raw);
    if (!parsed.success) throw gotrueError(404, 'user_not_found', 'User not found');
    return parsed.data;
  };

  app.post('/admin/users', async (c) => {
    const body = await parseBody(c, CreateBody);
    const email = normaliseEmail(body.email);
    const hash = body.password === undefined ? null : await hashPassword(checkPassword(body.password));
    const user = await db.transaction(null, async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw gotrueError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const id = await createUser(tx, {
        email,
        passwordHash: hash,
        confirmed: body.email_confirm ?? false,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        provider: 'email',
      });
      return userJson(tx, id);
    });
    return c.json(user);
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query('page') || '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') || '50', 10) || 50));
    const { users, total } = await db.transaction(null, async (tx) => {
      const count = await tx.query<{ total: number }>('select count(*)::int as total from auth.users');
      const rows = await tx.query<{ user: Record<string, unknown> }>(
        'select auth.local_user_json(id) as "user" from auth.users order by created_at, id limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      return { users: rows.rows.map((r) => r.user), total: count.rows[0]?.total ?? 0 };
    });
    c.header('X-Total-Count', String(total));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const path = new URL(c.req.url);
    const link = (p: number, rel: string): string => {
      path.searchParams.set('page', String(p));
      path.searchParams.set('per_page', String(perPage));
      return `<${path.pathname}${path.search}>; rel="${rel}"`;
    };
    const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
    c.header('Link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.get('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const user = await db.transaction(null, async (tx) => ((await findUserById(tx, id)) ? userJson(tx, id) : null));
    if (!user) throw gotrueError(404, 'user_not_found', 'User not found');
    return c.json(user);
  });

  app.put('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const body = await parseBody(c, UpdateBody);
    // GoTrue validates everything before it writes anything: a bad field leaves the user untouched.
    const email = body.email ? normaliseEmail(body.email) : null;
    const hash = body.password === undefined ? null : await hashPassword(checkPassword(body.password));
    const banUntil = body.ban_duration ? bannedUntil(body.ban_duration) : undefined;
    const user = await db.transaction(null, async (tx) => {
      if (!(await findUserById(tx, id))) throw gotrueError(404, 'user_not_found', 'User not found');
      if (email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== id) throw gotrueError(422, 'email_exists', 'A user with this email address has already been registered');
        await tx.query('update auth.users set email = $2 where id = $1', [id, email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [id, email],
        );
      }
      if (hash) await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash]);
      if (body.email_confirm) await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
      if (body.app_metadata) {
        const [merged, removed] = metadataPatch(body.app_metadata);
        await tx.query(`update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[] where id = $1`, [id, merged, removed]);
      }
      if (body.user_metadata) {
        const [merged, removed] = metadataPatch(body.user_metadata);
        await tx.query(`update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[] where id = $1`, [id, merged, removed]);
      }
      // Sessions survive a ban, as on GoTrue: refreshing is refused, and issued access tokens run out on their own.
      if (banUntil !== undefined) await tx.query('update auth.users set banned_until = $2 where id = $1', [id, banUntil?.toISOString() ?? null]);
      await tx.query('update auth.users set updated_at = now() where id = $1', [id]);
      return userJson(tx, id);
    });
    return c.json(user);
  });

  app.get('/admin/users/:id/factors', async (c) => {
    const id = userId(c.req.param('id'));
    const factors = await db.transaction(null, async (tx) => {
      if (!(await findUserById(tx, id))) throw gotrueError(404, 'user_not_found', 'User not found');
      return ((await userJson(tx, id))['factors'] as unknown[] | undefined) ?? [];
    });
    return c.json(factors);
  });

  // An admin removes a member's factor (a lost authenticator): sessions it verified drop to aal1.
  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const id = userId(c.req.param('id'));
    const factor = await db.transaction(null, async (tx) => {
      const found = await ownedFactor(tx, id, c.req.param('factorId'), true);
      const json = ((await userJson(tx, id))['factors'] as { id: string }[] | undefined)?.find((f) => f.id === found.id);
      await downgradeSessions(tx, found);
      await tx.query('delete from auth.mfa_factors where id = $1', [found.id]);
      return json;
    });
    return c.json(factor);
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const deleted = await db.transaction(null, async (tx) => (await tx.query('delete from auth.users where id = $1 returning id', [id])).rows.length);
    if (deleted === 0) throw gotrueError(404, 'user_not_found', 'User not found');
    return c.json({});
  });

  return app;
}
