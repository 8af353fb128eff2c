import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from '@shared/platform/auth/react';
import { renderWithProviders } from '@shared/testing';
import { learnerProfile } from '../../../testing/learner-profile.ts';
import { PersonalInfoView } from './personal-info-view.tsx';

const profile = (links: Partial<Pick<Profile, 'website' | 'github' | 'linkedin'>>) =>
  learnerProfile({ first_name: 'สมหญิง', last_name: 'ใจดี', ...links });

describe('PersonalInfoView', () => {
  it("shows a member's http(s) links as links that vouch for nothing", () => {
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
