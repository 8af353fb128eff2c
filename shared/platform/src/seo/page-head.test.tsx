import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { claimedPageHead, usePageHead, type PageHead } from './page-head.ts';

function Page({ head }: { head: PageHead | null }) {
  usePageHead(head);
  return null;
}

const renderAt = (head: PageHead | null) =>
  render(
    <MemoryRouter initialEntries={['/blog/developer-habits']}>
      <Page head={head} />
    </MemoryRouter>,
  );

describe('usePageHead', () => {
  it('writes nothing while the data loads', () => {
    document.title = 'ก่อน';
    renderAt(null).unmount();
    expect(document.title).toBe('ก่อน');
    expect(claimedPageHead('/blog/developer-habits')).toBeNull();
  });

  it('sets the title and description and claims them for its path until it unmounts', () => {
    const view = renderAt({ title: '5 นิสัย | เรียนโค้ด', description: 'อ่านโค้ดคนอื่น' });
    expect(document.title).toBe('5 นิสัย | เรียนโค้ด');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'อ่านโค้ดคนอื่น');
    expect(claimedPageHead('/blog/developer-habits')).toEqual({ title: '5 นิสัย | เรียนโค้ด', description: 'อ่านโค้ดคนอื่น' });
    expect(claimedPageHead('/blog')).toBeNull();
    view.unmount();
    expect(claimedPageHead('/blog/developer-habits')).toBeNull();
  });
});
