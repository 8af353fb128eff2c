import { describe, expect, it } from 'vitest';
import { toProfileFormValues, toProfilePatch } from './profile-patch.ts';
import { mergeLocalUser } from './local-user-mirror.ts';
import { learnerProfile } from '../../../testing/learner-profile.ts';

const profile = learnerProfile();

const blank = { first_name: '', last_name: '', phone: '', address: '', bio: '', website: '', linkedin: '', github: '' };

describe('profile patch', () => {
  it('splits the sign-up name into first and last name when neither is stored', () => {
    expect(toProfileFormValues(profile)).toMatchObject({ first_name: 'สมหญิง', last_name: 'ใจดี', phone: '' });
  });

  it('uses the stored first and last name once they exist', () => {
    expect(toProfileFormValues({ ...profile, first_name: 'หญิง', last_name: null })).toMatchObject({ first_name: 'หญิง', last_name: '' });
  });

  it('stores blanks as null and makes the display name follow first + last name', () => {
    const patch = toProfilePatch({ ...blank, first_name: ' มานี ', last_name: 'มีนา', github: 'https://github.com/manee' });
    expect(patch).toMatchObject({ name: 'มานี มีนา', first_name: 'มานี', last_name: 'มีนา', phone: null, github: 'https://github.com/manee' });
  });

  it('keeps the old display name when both name fields are blank', () => {
    expect(toProfilePatch(blank)).not.toHaveProperty('name');
  });

  it('merges edits into the local-storage user object without dropping other keys', () => {
    localStorage.setItem('user', JSON.stringify({ firstName: 'old', lastName: 'old', email: 'a@b.c', extra: 1 }));
    mergeLocalUser({ first_name: 'มานี', last_name: null, email: 'learner@riancode.dev' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      firstName: 'มานี',
      lastName: '',
      email: 'learner@riancode.dev',
      extra: 1,
    });
  });
});
