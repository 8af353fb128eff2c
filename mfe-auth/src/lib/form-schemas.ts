import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, newPasswordSchema, registerSchema } from '@shared/schemas/forms';

/**
 * What the sign-in remote validates with zod, in one module that only `form-validation.ts` imports, lazily: the
 * forms' first validation (or a submission) loads it, not the page's first render, so `/login` and `/register`
 * download zod only when someone submits or leaves a field (decision 0077).
 */
export { loginSchema, newPasswordSchema, registerSchema };

/** The recovery form asks for the e-mail alone, with the sign-in form's rule and message. */
export const passwordResetInputSchema = loginSchema.pick({ email: true });

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
export const passwordResetResolver = zodResolver(passwordResetInputSchema);
