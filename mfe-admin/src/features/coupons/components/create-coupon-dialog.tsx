import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { Button } from '@shared/ui/button';
import { toAppError } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { couponFormSchema, EMPTY_COUPON_FORM, useCreateCoupon, type CouponFormInput, type CouponFormValues } from '../api/create-coupon.ts';
import { useCourseOptions } from '../api/get-course-options.ts';

type CreateCouponDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreateCouponDialog({ open, onOpenChange }: CreateCouponDialogProps) {
  const t = adminTh.coupons;
  const create = useCreateCoupon();
  const courses = useCourseOptions();
  const form = useForm<CouponFormInput, unknown, CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: EMPTY_COUPON_FORM,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const close = () => onOpenChange(false);

  // The raw form text goes to the mutation, which parses it again: one conversion, in the api file.
  const onSubmit = form.handleSubmit(() =>
    create.mutate(form.getValues(), {
      onSuccess: () => {
        toast.success(t.created);
        form.reset(EMPTY_COUPON_FORM);
        close();
      },
      onError: (error) => {
        // A taken code is the one failure the admin can fix in place: say so at the field, keep everything typed.
        if (toAppError(error).code === '23505') form.setError('code', { message: t.codeTaken }, { shouldFocus: true });
        else toastAdminError(error);
      },
    }),
  );

  const field = (id: string, name: keyof CouponFormInput) => fieldA11y(id, errors[name]?.message);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t.addTitle}</DialogTitle>
          <DialogDescription>{t.addHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="coupon-code" label={t.code} hint={t.codeHint} error={errors.code?.message}>
            <Input
              autoComplete="off"
              className="font-mono uppercase"
              maxLength={32}
              {...field('coupon-code', 'code')}
              {...form.register('code')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="coupon-kind" label={t.kind} error={errors.kind?.message}>
              <NativeSelect {...field('coupon-kind', 'kind')} {...form.register('kind')}>
                <option value="percent">{t.kinds.percent}</option>
                <option value="fixed">{t.kinds.fixed}</option>
              </NativeSelect>
            </FormField>
            <FormField id="coupon-value" label={`${t.value} (${kind === 'percent' ? '%' : t.kinds.fixed})`} error={errors.value?.message}>
              <Input
                type="number"
                inputMode="decimal"
                step={kind === 'percent' ? 1 : 0.01}
                {...field('coupon-value', 'value')}
                {...form.register('value', { valueAsNumber: true })}
              />
            </FormField>
          </div>
          <FormField id="coupon-course" label={t.scope} error={errors.course_id?.message}>
            <NativeSelect {...field('coupon-course', 'course_id')} {...form.register('course_id')}>
              <option value="">{t.allCourses}</option>
              {(courses.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {courses.isError ? (
            // Without the list only "every course" can be chosen; say so and offer to read it again.
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              {th.errors.unexpectedRetry}
              <Button type="button" variant="outline" size="sm" onClick={() => void courses.refetch()}>
                {th.errors.retry}
              </Button>
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="coupon-starts" label={t.startsAt} error={errors.starts_at?.message}>
              <Input type="datetime-local" {...field('coupon-starts', 'starts_at')} {...form.register('starts_at')} />
            </FormField>
            <FormField id="coupon-ends" label={t.endsAt} error={errors.ends_at?.message}>
              <Input type="datetime-local" {...field('coupon-ends', 'ends_at')} {...form.register('ends_at')} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="coupon-max-uses" label={t.maxUses} hint={t.limitHint} error={errors.max_uses?.message}>
              <Input inputMode="numeric" {...field('coupon-max-uses', 'max_uses')} {...form.register('max_uses')} />
            </FormField>
            <FormField id="coupon-max-per-user" label={t.maxUsesPerUser} hint={t.limitHint} error={errors.max_uses_per_user?.message}>
              <Input inputMode="numeric" {...field('coupon-max-per-user', 'max_uses_per_user')} {...form.register('max_uses_per_user')} />
            </FormField>
          </div>
          <SubmitRow pending={create.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
