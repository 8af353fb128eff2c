import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import type { CurriculumModule } from '@shared/db/lessons';
import { Curriculum } from './curriculum.tsx';

const modules: CurriculumModule[] = [
  {
    id: 11,
    title: 'เริ่มต้นกับ Python',
    position: 1,
    lessons: [
      { id: 111, title: 'แนะนำคอร์ส', type: 'video', duration_minutes: 12, is_preview: true, position: 1 },
      { id: 112, title: 'ตัวแปร', type: 'document', duration_minutes: 15, is_preview: false, position: 2 },
    ],
  },
  {
    id: 12,
    title: 'เงื่อนไขและลูป',
    position: 2,
    lessons: [
      { id: 121, title: 'แบบฝึกหัด: เกมทายตัวเลข', type: 'exercise', duration_minutes: 30, is_preview: false, position: 1 },
      { id: 122, title: 'โปรเจกต์จบ', type: 'project', duration_minutes: 60, is_preview: false, position: 2 },
    ],
  },
];

const render = (enrolled: boolean, completed: number[] = [], current: number | null = null) =>
  renderWithProviders(
    <Curriculum courseId={1} modules={modules} enrolled={enrolled} completed={new Set(completed)} currentLessonId={current} />,
    { route: '/course/1' },
  );

describe('Curriculum lock logic', () => {
  it('signed out / not enrolled: a free preview is a link with ดูฟรี; other lessons are locked, dimmed and not links', () => {
    render(false);
    const preview = screen.getByTestId('lesson-111');
    expect(within(preview).getByRole('link')).toHaveAttribute('href', '/course/1/lesson/111');
    expect(within(preview).getByText('ดูฟรี')).toBeInTheDocument();

    const locked = screen.getByTestId('lesson-112');
    expect(locked).toHaveAttribute('data-access', 'locked');
    expect(within(locked).queryByRole('link')).not.toBeInTheDocument();
    expect(within(locked).getByRole('img', { name: /ล็อกอยู่/ })).toBeInTheDocument();
    expect(locked.firstElementChild).toHaveAttribute('aria-disabled', 'true');
    expect(locked.firstElementChild).toHaveClass('opacity-50');
  });

  it('enrolled: every lesson is a link and none shows a lock; completed lessons are ticked', async () => {
    const user = userEvent.setup();
    render(true, [111]);
    await user.click(screen.getByRole('button', { name: /เงื่อนไขและลูป/ }));
    for (const id of [111, 112, 121, 122]) {
      expect(within(screen.getByTestId(`lesson-${id}`)).getByRole('link')).toHaveAttribute('href', `/course/1/lesson/${id}`);
    }
    expect(screen.queryByRole('img', { name: /ล็อกอยู่/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('lesson-111')).getByRole('img', { name: 'เรียนแล้ว' })).toBeInTheDocument();
    expect(screen.getByTestId('lesson-112')).toHaveAttribute('data-completed', 'false');
  });

  it('shows each lesson type with its icon', async () => {
    const user = userEvent.setup();
    render(true);
    await user.click(screen.getByRole('button', { name: /เงื่อนไขและลูป/ }));
    const types = [111, 112, 121, 122].map((id) =>
      screen.getByTestId(`lesson-${id}`).querySelector('[data-lesson-type]')?.getAttribute('data-lesson-type'),
    );
    expect(types).toEqual(['video', 'document', 'exercise', 'project']);
  });

  it('keeps several modules open at once, and opens the module of the current lesson', async () => {
    const user = userEvent.setup();
    render(false, [], 121);
    const first = screen.getByRole('button', { name: /เริ่มต้นกับ Python/ });
    const second = screen.getByRole('button', { name: /เงื่อนไขและลูป/ });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByTestId('lesson-121')).queryByRole('link')).not.toBeInTheDocument();
  });
});
