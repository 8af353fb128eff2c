import { describe, expect, it } from 'vitest';
import { profileRowFromUser } from './load-or-create-profile.ts';

const id = '7d1f1a52-3c1e-4a5b-9f3e-0c2b8d6e4a10';

describe('profileRowFromUser (spec §4 callback profile)', () => {
  it('prefers the metadata full name and avatar_url, and maps the level', () => {
    const row = profileRowFromUser({
      id,
      email: 'nok@example.com',
      user_metadata: { full_name: 'นกน้อย', name: 'Nok', avatar_url: 'https://a/x.png', picture: 'https://a/p.png', level: 'advanced' },
    });
    expect(row).toEqual({ id, email: 'nok@example.com', name: 'นกน้อย', avatar_url: 'https://a/x.png', role: 'user', level: 3 });
  });

  it('falls back to name, then picture', () => {
    const row = profileRowFromUser({ id, email: 'nok@example.com', user_metadata: { name: 'Nok', picture: 'https://a/p.png' } });
    expect(row.name).toBe('Nok');
    expect(row.avatar_url).toBe('https://a/p.png');
  });

  it('falls back to the e-mail prefix, no avatar, level 1 for unknown', () => {
    const row = profileRowFromUser({ id, email: 'plain.user@example.com', user_metadata: { level: 'guru', full_name: '  ' } });
    expect(row).toMatchObject({ name: 'plain.user', avatar_url: null, level: 1, role: 'user' });
  });
});
