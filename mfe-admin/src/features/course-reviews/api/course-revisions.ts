import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { Json } from '@shared/db';
import { unwrap, type SupabaseAnswer } from '@shared/db/answer';
import { courseDocumentSchema } from '../../../lib/course-document.ts';
import { courseKeys } from '../../../lib/course-keys.ts';

const keys = {
  all: ['course-revisions'] as const,
  queue: () => [...keys.all, 'queue'] as const,
  one: (id: number) => [...keys.all, id] as const,
};

const queuedSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  live_title: z.string(),
  course_status: z.enum(['draft', 'published']),
  instructor_name: z.string().nullable(),
  submitted_at: z.string(),
});
const revisionSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  status: z.string(),
  course_status: z.enum(['draft', 'published']),
  never_published: z.boolean(),
  document: courseDocumentSchema,
  live: courseDocumentSchema,
});
export type QueuedRevision = z.infer<typeof queuedSchema>;

// Both functions answer `Json`: parsed with zod, as data across a trust boundary.
export const revisionQueueQueryOptions = () =>
  queryOptions({
    queryKey: keys.queue(),
    queryFn: async () => z.array(queuedSchema).parse(unwrap(await getSupabase().rpc('admin_list_course_revisions'))),
  });

export const revisionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: async () => revisionSchema.parse(unwrap(await getSupabase().rpc('admin_get_course_revision', { p_revision_id: id }))),
  });

export function useRevisionQueue() {
  return useQuery(revisionQueueQueryOptions());
}

export function useRevision(id: number | null) {
  return useQuery({ ...revisionQueryOptions(id ?? 0), enabled: id !== null });
}

function useDecision<A>(call: (args: A) => PromiseLike<SupabaseAnswer<Json>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (args: A) => unwrap(await call(args)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

/** Applies the revision to the live course and publishes it (one transaction in the database). */
export const useApproveRevision = () =>
  useDecision((id: number) => getSupabase().rpc('admin_approve_course_revision', { p_revision_id: id }));

/** Sends the revision back with a note; the live course stays as it is. */
export const useReturnRevision = () =>
  useDecision(({ id, note }: { id: number; note: string }) =>
    getSupabase().rpc('admin_return_course_revision', { p_revision_id: id, p_note: note.trim() }),
  );
