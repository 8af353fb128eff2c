import type { ProfileInput } from '@shared/schemas/forms';

/** The personal-info fields in display order, with the input each one needs. */
export const PROFILE_FIELDS: ReadonlyArray<{
  name: keyof ProfileInput;
  type: 'text' | 'tel' | 'url' | 'textarea';
  autoComplete?: string;
  placeholder?: string;
  wide?: boolean;
}> = [
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: '0812345678' },
  { name: 'address', type: 'textarea', autoComplete: 'street-address', wide: true },
  { name: 'bio', type: 'textarea', wide: true },
  { name: 'website', type: 'url', autoComplete: 'url', placeholder: 'https://' },
  { name: 'linkedin', type: 'url', placeholder: 'https://www.linkedin.com/in/…' },
  { name: 'github', type: 'url', placeholder: 'https://github.com/…' },
];
