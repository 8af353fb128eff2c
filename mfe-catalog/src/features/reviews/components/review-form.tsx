import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Textarea } from '@shared/ui/textarea';
import { catalogText } from '../../../config/messages.ts';
import { reviewFormSchema, useSaveReview, type ReviewFormValues } from '../api/save-review-mutation.ts';
import type { CourseReview } from '../api/get-course-reviews.ts';
import { StarRatingInput } from './star-rating-input.tsx';

type Props = { courseId: number; existing: CourseReview | null };

/** Write or edit the learner's one review of the course. */
export function ReviewForm({ courseId, existing }: Props) {
  const save = useSaveReview();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: existing?.rating ?? 0, comment: existing?.comment ?? '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={existing ? catalogText.reviews.edit : catalogText.reviews.write}
      className="grid gap-4 rounded-xl border p-4"
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate({ courseId, existingId: existing?.id ?? null, values }))(event)}
    >
      <h3 className="font-semibold">{existing ? catalogText.reviews.edit : catalogText.reviews.write}</h3>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{catalogText.reviews.rating}</span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.rating)}
              describedBy={errors.rating ? 'review-rating-error' : undefined}
            />
          )}
        />
        {errors.rating ? (
          <p id="review-rating-error" role="alert" className="text-sm text-destructive">
            {errors.rating.message}
          </p>
        ) : null}
      </div>
      <FormField id="review-comment" label={catalogText.reviews.comment} error={errors.comment?.message}>
        <Textarea
          {...fieldA11y('review-comment', errors.comment?.message)}
          rows={4}
          placeholder={catalogText.reviews.commentPlaceholder}
          {...form.register('comment')}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? catalogText.reviews.saving : existing ? catalogText.reviews.update : catalogText.reviews.submit}
      </Button>
    </form>
  );
}
