import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PostBody } from './post-body.tsx';

describe('PostBody', () => {
  it('renders Markdown with a code block, and raw HTML only as text', { timeout: 20_000 }, async () => {
    render(<PostBody status="visible" body={'ลองรัน\n\n```python\nprint("สวัสดี")\n```\n\n<img src=x onerror=alert(1)>'} />);
    // The renderer loads on demand (the first import transforms the parser and grammars).
    expect(await screen.findByTestId('markdown', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('print', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('code')).not.toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says why a post has no words', () => {
    const { rerender } = render(<PostBody status="deleted" body={null} />);
    expect(screen.getByText('ข้อความนี้ถูกลบโดยผู้เขียน')).toBeInTheDocument();
    rerender(<PostBody status="hidden" body={null} />);
    expect(screen.getByText('ข้อความนี้ถูกซ่อนโดยผู้ดูแล')).toBeInTheDocument();
  });

  it('shows an admin the words of a hidden post with a note', async () => {
    render(<PostBody status="hidden" body="โฆษณา" />);
    expect(screen.getByText('ซ่อนจากผู้อื่นอยู่ (ผู้ดูแลเห็นข้อความนี้)')).toBeInTheDocument();
    expect(await screen.findByText('โฆษณา')).toBeInTheDocument();
  });
});
