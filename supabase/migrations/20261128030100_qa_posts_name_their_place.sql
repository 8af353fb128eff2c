-- A question's course, and a reply's lesson and course, are not null without a default, so the generated
-- Insert types (supabase's own generator) ask the browser to name them. The before-insert triggers
-- (prepare_lesson_question, prepare_lesson_reply) still set them from the lesson or the question on every
-- insert, whatever the browser sent: granting the columns lets a post name its place without letting it
-- choose one.
grant insert (course_id) on public.lesson_questions to authenticated;
grant insert (lesson_id, course_id) on public.lesson_replies to authenticated;
