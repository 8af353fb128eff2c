/** The e-mails a member may switch off (the receipt is transactional: always sent). */
export const OPTIONAL_KINDS = [
  'welcome',
  'enrollment',
  'certificate',
  'qa_reply',
  'continue_learning',
  'instructor_question',
  'instructor_review',
  'course_returned',
  'course_submitted',
] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

export const isOptionalKind = (value: string): value is OptionalKind => OPTIONAL_KINDS.some((kind) => kind === value);

/**
 * Who receives each kind (supabase/migrations/20261127050300): every member, the instructors of
 * courses, or the admins. The settings show a member only the kinds that can reach them.
 */
const AUDIENCE: Record<OptionalKind, 'member' | 'instructor' | 'admin'> = {
  welcome: 'member',
  enrollment: 'member',
  certificate: 'member',
  qa_reply: 'member',
  continue_learning: 'member',
  instructor_question: 'instructor',
  instructor_review: 'instructor',
  course_returned: 'instructor',
  course_submitted: 'admin',
};

export interface MemberRoles {
  isInstructor: boolean;
  isAdmin: boolean;
}

export const kindsFor = ({ isInstructor, isAdmin }: MemberRoles): OptionalKind[] =>
  OPTIONAL_KINDS.filter((kind) => {
    const audience = AUDIENCE[kind];
    return audience === 'member' || (audience === 'instructor' && isInstructor) || (audience === 'admin' && isAdmin);
  });
