import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { describe, expect, it } from 'vitest';
import { CertificateLookupPage } from './certificate-lookup-page.tsx';

function VerifyStub() {
  return <p>verifying {useParams().code}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/certificate" element={<CertificateLookupPage />} />
      <Route path="/certificate/:code" element={<VerifyStub />} />
    </Routes>,
    { route },
  );
}

describe('CertificateLookupPage', () => {
  it('opens the verification page for a typed code, normalised', async () => {
    const user = userEvent.setup();
    renderAt('/certificate');
    expect(screen.getByRole('heading', { name: 'ตรวจสอบใบประกาศนียบัตร' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('รหัสใบประกาศนียบัตร'), '  rc-2569-7kq2mzp4xa ');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(screen.getByText('verifying RC-2569-7KQ2MZP4XA')).toBeInTheDocument();
  });

  it('keeps a malformed code in the field with a Thai message, and an empty one too', async () => {
    const user = userEvent.setup();
    renderAt('/certificate');
    const field = screen.getByLabelText('รหัสใบประกาศนียบัตร');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกรหัสใบประกาศนียบัตร');
    await user.type(field, 'hello');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('รูปแบบรหัสไม่ถูกต้อง');
    expect(field).toHaveValue('hello');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('handles the form as submitted without scripts (?code=…)', () => {
    renderAt('/certificate?code=rc-2569-AAAAAAAAAA');
    expect(screen.getByText('verifying RC-2569-AAAAAAAAAA')).toBeInTheDocument();
  });

  it('answers a bad ?code= with the form, the text kept and the message shown', () => {
    renderAt('/certificate?code=nope');
    expect(screen.getByLabelText('รหัสใบประกาศนียบัตร')).toHaveValue('nope');
    expect(screen.getByRole('alert')).toHaveTextContent('รูปแบบรหัสไม่ถูกต้อง');
  });
});
