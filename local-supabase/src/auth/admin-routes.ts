import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireServiceRole, type AuthDeps } from './auth-deps.ts';
import { metadata, normaliseEmail, parseBody } from './input.ts';
import { listUsers } from './admin-list-users.ts';
import { parseGoDuration } from './go-duration.ts';
import { ADMIN_PASSWORD_POLICY, checkPassword, hashPassword } from './password.ts';
import { downgradeSessions, ownedFactor } from './mfa-factors.ts';
import { setEmailByAdmin, softDeleteUser } from './user-identities.ts';
import { createUser, findUserByEmail, findUserById, userJson } from './users-repo.ts';

const CreateBody = z
  .object({
    id: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional().nullable(),
    email_confirm: z.boolean().optional(),
    user_metadata: metadata.optional().nullable(),
    app_metadata: metadata.optional().nullable(),
    ban_duration: z.string().optional(),
  })
  .loose();

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** GoTrue's adminUserCreate takes a caller's id if it is a UUID other than the nil one. */
function chosenId(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!z.uuid().safeParse(raw).success) throw gotrueError(400, 'validation_failed', 'ID must conform to the uuid v4 format');
  if (raw === NIL_UUID) throw gotrueError(400, 'validation_failed', 'ID cannot be a nil uuid');
  return raw.toLowerCase();
}

/** GoTrue checks no strength on admin-created passwords, only bcrypt's 72-byte limit. */
function adminPassword(password: string | null | undefined): string | null {
  if (!password) return null;
  if (Buffer.byteLength(password, 'utf8') > 72) throw gotrueError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes');
  return password;
}

const DeleteBody = z.object({ should_soft_delete: z.boolean().optional() }).loose();

const UpdateBody = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    email_confirm: z.boolean().optional(),
    user_metadata: metadata.optional().nullable(),
    app_metadata: metadata.optional().nullable(),
    // A Go duration ("24h", "30m", "876000h") or "none", which lifts the ban.
    ban_duration: z.string().optional(),
  })
  .loose();

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

  // GoTrue's loadUser: a malformed id is a 404 of its own.
  const userId = (raw: string): string => {
    const parsed = Uuid.safeParse(raw);
    if (!parsed.success) throw gotrueError(404, 'validation_failed', 'user_id must be an UUID');
    return parsed.data;
  };

  app.post('/admin/users', async (c) => {
    const body = await parseBody(c, CreateBody);
    if (!body.email && !body.phone) throw gotrueError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
    if (!body.email) throw gotrueError(400, 'phone_provider_disabled', 'Phone users are not supported by local-supabase');
    const email = normaliseEmail(body.email);
    const id = chosenId(body.id);
    const password = adminPassword(body.password);
    const banUntil = body.ban_duration ? bannedUntil(body.ban_duration) : undefined;
    const hash = password === null ? null : await hashPassword(password);
    const user = await db.transaction(null, async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw gotrueError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const created = await createUser(tx, {
        ...(id ? { id } : {}),
        email,
        passwordHash: hash,
        confirmed: body.email_confirm ?? false,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        provider: 'email',
      });
      if (banUntil) await tx.query('update auth.users set banned_until = $2 where id = $1', [created, banUntil.toISOString()]);
      return userJson(tx, created);
    });
    return c.json(user);
  });

  app.get('/admin/users', (c) => listUsers(c, deps));

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
    const hash = body.password === undefined ? null : await hashPassword(checkPassword(body.password, ADMIN_PASSWORD_POLICY));
    const banUntil = body.ban_duration ? bannedUntil(body.ban_duration) : undefined;
    const user = await db.transaction(null, async (tx) => {
      if (!(await findUserById(tx, id))) throw gotrueError(404, 'user_not_found', 'User not found');
      // Hosted GoTrue answers 500 here (supabase/auth#2014); the 422 that PR proposes is kinder and is what we send.
      if (email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== id) throw gotrueError(422, 'email_exists', 'A user with this email address has already been registered');
        await setEmailByAdmin(tx, id, email, body.email_confirm ?? false);
      }
      if (hash) await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash]);
      if (body.email_confirm)
        await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
      if (body.app_metadata) {
        const [merged, removed] = metadataPatch(body.app_metadata);
        await tx.query(
          `update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[] where id = $1`,
          [id, merged, removed],
        );
      }
      if (body.user_metadata) {
        const [merged, removed] = metadataPatch(body.user_metadata);
        await tx.query(
          `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[] where id = $1`,
          [id, merged, removed],
        );
      }
      // Sessions survive a ban, as on GoTrue: refreshing is refused, and issued access tokens run out on their own.
      if (banUntil !== undefined)
        await tx.query('update auth.users set banned_until = $2 where id = $1', [id, banUntil?.toISOString() ?? null]);
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

  // deleteUser(id, shouldSoftDelete): a soft delete keeps the row, anonymised, as GoTrue does.
  app.delete('/admin/users/:id', async (c) => {
    const id = userId(c.req.param('id'));
    const body = await parseBody(c, DeleteBody);
    await db.transaction(null, async (tx) => {
      if (!(await findUserById(tx, id))) throw gotrueError(404, 'user_not_found', 'User not found');
      if (body.should_soft_delete) await softDeleteUser(tx, id);
      else await tx.query('delete from auth.users where id = $1', [id]);
    });
    return c.json({});
  });

  return app;
}
