import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown.tsx';

const renderMarkdown = (source: string) => render(<Markdown source={source} />).container;

describe('Markdown: author HTML never becomes markup', () => {
  it('shows a <script> block as text and creates no script element', () => {
    const container = renderMarkdown('<script>alert("x")</script>\n\nข้อความ <script>alert(2)</script> ต่อ');
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert("x")</script>');
    expect(container).toHaveTextContent('ข้อความ <script>alert(2)</script> ต่อ');
  });

  it('keeps onerror= and other handlers out of attributes', () => {
    const container = renderMarkdown('<img src=x onerror="alert(1)">\n\ntext <img src=x onerror=alert(1)> and ![a](x" onerror="alert(1))');
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('renders no iframe, object, style or form from author HTML', () => {
    const container = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<object data="x"></object>\n\n<style>body{display:none}</style>\n\n<form action="/x"><button>go</button></form>',
    );
    expect(container.querySelector('iframe, object, style, form, button')).toBeNull();
    expect(container).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
  });

  it('turns javascript: and data: links into plain text', () => {
    const container = renderMarkdown(
      '[คลิก](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(1)>',
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('คลิก');
  });

  it('refuses javascript: image sources', () => {
    const container = renderMarkdown('![รูป](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('รูป');
  });

  it('prints character references as the characters, not as markup', () => {
    const container = renderMarkdown('a &lt;b&gt; &amp; &#60;i&#62; c');
    expect(container.querySelector('b, i')).toBeNull();
    expect(container).toHaveTextContent('a <b> & <i> c');
  });
});

describe('Markdown: the elements lessons use', () => {
  it('moves headings down by the offset', () => {
    render(<Markdown source={'# บทนำ\n\n## ติดตั้ง'} headingOffset={2} />);
    expect(screen.getByRole('heading', { level: 3, name: 'บทนำ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'ติดตั้ง' })).toBeInTheDocument();
  });

  it('renders lists, tables, emphasis and inline code', () => {
    renderMarkdown('- หนึ่ง\n- **สอง**\n\n1. ก\n2. `ข`\n\n| ชนิด | ตัวอย่าง |\n|:--|--:|\n| int | `42` |');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByText('สอง').tagName).toBe('STRONG');
    expect(screen.getByText('ข').tagName).toBe('CODE');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'ชนิด' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '42' })).toHaveClass('text-end');
  });

  it('opens external links in a new tab with rel="noopener nofollow"; site links stay in the tab', () => {
    renderMarkdown('[MDN](https://developer.mozilla.org/) และ [คอร์ส](/course/7)');
    const external = screen.getByRole('link', { name: /MDN/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener nofollow');
    const internal = screen.getByRole('link', { name: 'คอร์ส' });
    expect(internal).not.toHaveAttribute('target');
    expect(internal).not.toHaveAttribute('rel');
  });

  it('loads images lazily with their alt text', () => {
    renderMarkdown('![แผนภาพตาราง](/lesson-media/table.svg)');
    const image = screen.getByRole('img', { name: 'แผนภาพตาราง' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/lesson-media/table.svg');
  });

  it('keeps Thai text whole (no per-character breaking classes)', () => {
    const container = renderMarkdown('ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ');
    expect(container).toHaveTextContent('ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ');
    expect(container.innerHTML).not.toContain('break-all');
  });
});

describe('Markdown: code blocks', () => {
  it('highlights each taught language with a label', () => {
    const fences = [
      ['python', 'def f():\n    return 1', 'Python'],
      ['js', 'const a = 1;', 'JavaScript'],
      ['ts', 'let n: number = 1;', 'TypeScript'],
      ['sql', 'SELECT * FROM users;', 'SQL'],
      ['dart', 'void main() {}', 'Dart'],
      ['bash', 'echo "hi"', 'Shell'],
      ['yaml', 'name: riancode', 'YAML'],
      ['html', '<p class="a">hi</p>', 'HTML'],
      ['css', 'body { color: red; }', 'CSS'],
    ] as const;
    const container = renderMarkdown(fences.map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``).join('\n\n'));
    const blocks = container.querySelectorAll('[data-testid="md-code-block"]');
    expect(blocks).toHaveLength(fences.length);
    fences.forEach(([, code, label], i) => {
      const block = blocks[i];
      expect(block?.querySelector('figcaption')).toHaveTextContent(label);
      expect(block?.querySelector('code')?.textContent).toBe(code);
      expect(block?.querySelector('code [data-scope^="hljs-"]')).not.toBeNull();
    });
  });

  it('highlights HTML inside a fence as text, never as elements', () => {
    const container = renderMarkdown('```html\n<script>alert(1)</script><img src=x onerror=alert(1)>\n```');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>');
  });

  it('shows an unknown language as plain text', () => {
    const container = renderMarkdown('```brainfuck\n+++.\n```');
    expect(container.querySelector('figcaption')).toHaveTextContent('ข้อความ');
    expect(container.querySelector('code')?.textContent).toBe('+++.');
  });

  it('copies the code from the keyboard and says so in Thai', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderMarkdown('```python\nprint("สวัสดี")\n```');
    const button = screen.getByRole('button', { name: /คัดลอก/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('print("สวัสดี")');
    expect(await screen.findByRole('button', { name: /คัดลอกแล้ว/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
  });

  it('says when copying failed', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderMarkdown('```sql\nSELECT 1;\n```');
    await user.click(screen.getByRole('button', { name: /คัดลอก/ }));
    expect(await screen.findByRole('button', { name: /คัดลอกไม่สำเร็จ/ })).toBeInTheDocument();
  });
});
