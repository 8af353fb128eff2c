import { describe, expect, it } from 'vitest';
import { toLessonQuestion, toLessonReply } from './lesson-posts.ts';

const post = {
  id: 11,
  user_id: null,
  author_name: null,
  author_avatar_url: null,
  author_deleted: true,
  author_role: 'learner',
  status: 'deleted',
  body: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
};

describe('the Q&A views mapped for the screen', () => {
  it('keeps a masked post (no author, no text) and narrows its role and status', () => {
    const question = toLessonQuestion({ ...post, lesson_id: 3, course_id: 1, title: null, accepted_reply_id: null, reply_count: 2 });
    expect(question).toMatchObject({ id: 11, author_name: null, body: null, status: 'deleted', author_role: 'learner', reply_count: 2 });
    expect(toLessonReply({ ...post, status: 'visible', body: 'ลองใหม่', question_id: 11, is_accepted: false })).toMatchObject({
      question_id: 11,
      status: 'visible',
      body: 'ลองใหม่',
    });
  });

  it('fails loudly when the view and the code disagree, instead of casting', () => {
    expect(() => toLessonReply({ ...post, status: 'archived', question_id: 11, is_accepted: false })).toThrow(
      'unexpected lesson_question_replies.status: archived',
    );
    expect(() => toLessonReply({ ...post, id: null, question_id: 11, is_accepted: false })).toThrow('missing lesson_question_replies.id');
  });
});
