import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { jwtKeysOf } from '../http/jwt.ts';
import { requestAuth } from '../http/request-auth.ts';
import { API_VERSION, API_VERSION_HEADER } from '../http/surface.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAuthDeps, notAnonymous } from './auth-deps.ts';
import { authorizeRoutes, OAUTH_PROVIDERS } from './authorize-routes.ts';
import { generateLinkRoutes } from './generate-link-routes.ts';
import { identityRoutes } from './identity-routes.ts';
import { inviteRoutes } from './invite-routes.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { otpRoutes } from './otp-routes.ts';
import { reauthenticateRoutes } from './reauthentication.ts';
import { signupRoutes } from './signup-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';
import { verifyRoutes } from './verify-routes.ts';

/** GoTrue's `/auth/v1` subset. Browser-navigation routes (verify, authorize, the IdP page) need no key. */
export function createAuthRoutes(appDeps: AppDeps): Hono<AppEnv> {
  const deps = createAuthDeps(appDeps);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });

  const keys = jwtKeysOf(deps);
  const keyed = requestAuth(keys);
  const keyedPaths = ['/signup', '/token', '/user', '/user/identities/*', '/logout', '/recover', '/admin/*', '/factors', '/factors/*'];
  // gotrue-email: the e-mail flows' routes.
  keyedPaths.push('/otp', '/resend', '/reauthenticate', '/invite');
  for (const path of keyedPaths) {
    app.use(path, keyed);
  }
  app.post('/verify', keyed);
  // GoTrue's requireNotAnonymous: an anonymous user cannot enrol or use MFA factors.
  app.use('/factors', notAnonymous);
  app.use('/factors/*', notAnonymous);

  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        anonymous_users: deps.config.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED,
        ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, true])),
      },
      disable_signup: deps.config.GOTRUE_DISABLE_SIGNUP,
      mailer_autoconfirm: deps.config.MAILER_AUTOCONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  // The public keys (never the HS256 secret); getClaims() verifies asymmetric tokens with them.
  app.get('/.well-known/jwks.json', (c) => c.json(keys.jwks()));
  app.get('/health', (c) => c.json({ name: 'GoTrue', version: 'local-supabase', description: 'local GoTrue subset' }));

  app.route('/', signupRoutes(deps));
  app.route('/', tokenRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', verifyRoutes(deps));
  app.route('/', authorizeRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', mfaRoutes(deps));
  app.route('/', otpRoutes(deps));
  app.route('/', inviteRoutes(deps));
  app.route('/', generateLinkRoutes(deps));
  app.route('/', reauthenticateRoutes(deps));
  return app;
}
