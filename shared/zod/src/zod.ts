/**
 * The site's one copy of zod (`@shared/zod`, a federation singleton like every
 * `shared` entry): remotes and `shared`'s own schemas import `z` from here,
 * never from 'zod' (lint refuses it in an app), so a page downloads zod once
 * instead of once per app (decision 0031). zod/mini, which the shell's
 * first-render code uses, stays separate: it is tree-shaken into that code.
 */
export * as z from './zod-api.ts';
