import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { resetAuthBusForTests, startAuthBusSignedOut } from 'shared/auth';
import { EnrollButton } from './enroll-button.tsx';

afterEach(() => resetAuthBusForTests());

describe('EnrollButton', () => {
  it('a paid course is a link to its checkout, named with its price', () => {
    renderWithProviders(<EnrollButton courseId={3} courseTitle="Docker" price={2490} />);
    const link = screen.getByRole('link', { name: 'ลงทะเบียน: Docker (ราคา ฿2,490)' });
    expect(link).toHaveAttribute('href', '/checkout/3');
    expect(link).toHaveTextContent(/^ลงทะเบียน$/);
  });

  it('signed out, a paid course sends the visitor to sign in and come back to the checkout', () => {
    startAuthBusSignedOut();
    renderWithProviders(<EnrollButton courseId={3} courseTitle="Docker" price={2490} />);
    expect(screen.getByRole('link', { name: /ลงทะเบียน/ })).toHaveAttribute('href', '/login?next=%2Fcheckout%2F3');
  });

  it('a free course is a button that enrols at once, named ฟรี', () => {
    startAuthBusSignedOut();
    renderWithProviders(<EnrollButton courseId={7} courseTitle="Git" price={0} />);
    expect(screen.getByRole('button', { name: 'ลงทะเบียน: Git (ราคา ฟรี)' })).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
