import { describe, expect, it } from 'vitest';
import { parseLegalBody } from './parse-legal-body.ts';

describe('parseLegalBody', () => {
  it('reads headings, paragraphs and lists, joining a paragraph’s lines', () => {
    const body = '\nบทนำ บรรทัดแรก\nบรรทัดสอง\n\n## 1. ข้อมูล\n- บัญชี\n- โปรไฟล์\nย่อหน้าหลังรายการ\n';
    expect(parseLegalBody(body)).toEqual([
      { type: 'paragraph', text: 'บทนำ บรรทัดแรก บรรทัดสอง' },
      { type: 'heading', text: '1. ข้อมูล' },
      { type: 'list', items: ['บัญชี', 'โปรไฟล์'] },
      { type: 'paragraph', text: 'ย่อหน้าหลังรายการ' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseLegalBody('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('gives nothing for an empty body', () => {
    expect(parseLegalBody(' \n\n ')).toEqual([]);
  });
});
