import type { Profile } from '@shared/platform/auth/react';
import type { ProfileInput } from '@shared/schemas/forms';

type EditableKey = keyof ProfileInput;
export type ProfilePatch = Partial<Pick<Profile, EditableKey | 'name'>>;

/**
 * The users row update for a saved form: blank fields become null (not ''),
 * and the display name follows first + last name so the header greets the
 * learner by the name they just typed. A blank name keeps the old one.
 */
export function toProfilePatch(input: ProfileInput): ProfilePatch {
  const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());
  const patch: ProfilePatch = {
    first_name: blankToNull(input.first_name),
    last_name: blankToNull(input.last_name),
    phone: blankToNull(input.phone),
    address: blankToNull(input.address),
    bio: blankToNull(input.bio),
    website: blankToNull(input.website),
    linkedin: blankToNull(input.linkedin),
    github: blankToNull(input.github),
  };
  const name = `${input.first_name.trim()} ${input.last_name.trim()}`.trim();
  if (name !== '') patch.name = name;
  return patch;
}

/** Form values from the row; first/last name fall back to splitting the sign-up name once. */
export function toProfileFormValues(profile: Profile): ProfileInput {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const hasSplit = profile.first_name !== null || profile.last_name !== null;
  return {
    first_name: hasSplit ? (profile.first_name ?? '') : first,
    last_name: hasSplit ? (profile.last_name ?? '') : rest.join(' '),
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    linkedin: profile.linkedin ?? '',
    github: profile.github ?? '',
  };
}
