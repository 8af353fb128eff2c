import { studioTh } from '../../../config/studio-messages.ts';
import { IncomeTable } from './income-table.tsx';
import { QuestionsInbox } from './questions-inbox.tsx';
import { ReviewsInbox } from './reviews-inbox.tsx';
import { StudioCourses } from './studio-courses.tsx';

/** /studio: the instructor's courses, income, questions and reviews on one page. */
export function StudioPage() {
  return (
    <div className="container mx-auto grid gap-10 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold">{studioTh.title}</h1>
        <p className="text-muted-foreground">{studioTh.subtitle}</p>
      </header>
      <StudioCourses />
      <IncomeTable />
      <QuestionsInbox />
      <ReviewsInbox />
    </div>
  );
}
