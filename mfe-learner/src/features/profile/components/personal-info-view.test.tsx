import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from 'shared/auth/react';
import { renderWithProviders } from 'shared/testing';
import { PersonalInfoView } from './personal-info-view.tsx';

const profile = (links: Partial<Pick<Profile, 'website' | 'github' | 'linkedin'>>): Profile => ({
  id: '00000000-0000-4000-8000-000000000b01',
  email: 'learner@riancode.dev',
  name: 'สมหญิง ใจดี',
  first_name: 'สมหญิง',
  last_name: 'ใจดี',
  avatar_url: null,
  role: 'user',
  level: 1,
  phone: null,
  address: null,
  bio: null,
  website: null,
  linkedin: null,
  github: null,
  points: 0,
  status: 'active',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...links,
});

describe('PersonalInfoView', () => {
  it('shows a member\'s http(s) links as links that vouch for nothing', () => {
    renderWithProviders(<PersonalInfoView profile={profile({ website: 'https://somying.dev', github: 'http://github.com/somying' })} />);
    const website = screen.getByRole('link', { name: 'https://somying.dev' });
    expect(website).toHaveAttribute('href', 'https://somying.dev');
    expect(website).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'http://github.com/somying' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  });

  it('never turns another scheme into a link (a row from before the database check)', () => {
    renderWithProviders(<PersonalInfoView profile={profile({ website: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('profile-website')).toHaveTextContent('javascript:alert(1)');
  });
});
