import type { Tables } from '@shared/db';
import { oneOf, present } from '@shared/db/row-values';

/**
 * A question and a reply as the Q&A shows them, mapped from the `lesson_question_threads` and
 * `lesson_question_replies` views. Every column of a view is nullable in the generated types; the views
 * fill the ids, dates, flags and counts of every post, and mask only the author and text of a
 * deleted or hidden one.
 */
export const POST_STATUSES = ['visible', 'deleted', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const AUTHOR_ROLES = ['learner', 'instructor', 'admin'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];
export type PostKind = 'question' | 'reply';

type PostColumns =
  | 'id'
  | 'user_id'
  | 'author_name'
  | 'author_avatar_url'
  | 'author_deleted'
  | 'author_role'
  | 'status'
  | 'body'
  | 'created_at'
  | 'updated_at';
type ThreadRow = Pick<
  Tables<'lesson_question_threads'>,
  PostColumns | 'lesson_id' | 'course_id' | 'title' | 'accepted_reply_id' | 'reply_count'
>;
type ReplyRow = Pick<Tables<'lesson_question_replies'>, PostColumns | 'question_id' | 'is_accepted'>;

export const QUESTION_COLUMNS =
  'id,lesson_id,course_id,user_id,author_name,author_avatar_url,author_deleted,author_role,status,title,body,accepted_reply_id,reply_count,created_at,updated_at';
export const REPLY_COLUMNS =
  'id,question_id,user_id,author_name,author_avatar_url,author_deleted,author_role,status,body,is_accepted,created_at,updated_at';

/** What a question and a reply share on screen. */
export interface LessonPost {
  id: number;
  user_id: string | null;
  author_name: string | null;
  author_avatar_url: string | null;
  author_deleted: boolean;
  author_role: AuthorRole;
  status: PostStatus;
  body: string | null;
  created_at: string;
  updated_at: string;
}
export interface LessonQuestion extends LessonPost {
  lesson_id: number;
  course_id: number;
  title: string | null;
  accepted_reply_id: number | null;
  reply_count: number;
}
export interface LessonReply extends LessonPost {
  question_id: number;
  is_accepted: boolean;
}

function toLessonPost(row: Pick<ThreadRow, PostColumns>, view: string): LessonPost {
  return {
    id: present(row.id, `${view}.id`),
    user_id: row.user_id,
    author_name: row.author_name,
    author_avatar_url: row.author_avatar_url,
    author_deleted: present(row.author_deleted, `${view}.author_deleted`),
    author_role: oneOf(AUTHOR_ROLES, present(row.author_role, `${view}.author_role`), `${view}.author_role`),
    status: oneOf(POST_STATUSES, present(row.status, `${view}.status`), `${view}.status`),
    body: row.body,
    created_at: present(row.created_at, `${view}.created_at`),
    updated_at: present(row.updated_at, `${view}.updated_at`),
  };
}

export function toLessonQuestion(row: ThreadRow): LessonQuestion {
  const view = 'lesson_question_threads';
  return {
    ...toLessonPost(row, view),
    lesson_id: present(row.lesson_id, `${view}.lesson_id`),
    course_id: present(row.course_id, `${view}.course_id`),
    title: row.title,
    accepted_reply_id: row.accepted_reply_id,
    reply_count: present(row.reply_count, `${view}.reply_count`),
  };
}

export function toLessonReply(row: ReplyRow): LessonReply {
  const view = 'lesson_question_replies';
  return {
    ...toLessonPost(row, view),
    question_id: present(row.question_id, `${view}.question_id`),
    is_accepted: present(row.is_accepted, `${view}.is_accepted`),
  };
}
