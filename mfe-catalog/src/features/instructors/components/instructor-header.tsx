import { Avatar } from '@shared/ui/avatar';
import { usePageHead } from '@shared/platform/seo/page-head';
import { catalogText } from '../../../config/messages.ts';
import type { InstructorProfile } from '../api/get-instructor-profile.ts';
import { InstructorFigures } from './instructor-figures.tsx';

/** The top of /instructor/{id}: photo, name, title, figures and bio. */
export function InstructorHeader({ profile }: { profile: InstructorProfile }) {
  usePageHead({ title: `${profile.name} | ${catalogText.blog.siteName}`, description: profile.bio || profile.title || profile.name });
  return (
    <header className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <Avatar name={profile.name} src={profile.avatar_url} className="size-28 text-2xl" />
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{catalogText.instructor.title}</p>
        <h1 className="text-3xl font-bold">{profile.name}</h1>
        {profile.title ? <p className="text-lg text-muted-foreground">{profile.title}</p> : null}
        <InstructorFigures profile={profile} />
        {profile.bio ? <p className="max-w-3xl whitespace-pre-line leading-relaxed">{profile.bio}</p> : null}
      </div>
    </header>
  );
}
