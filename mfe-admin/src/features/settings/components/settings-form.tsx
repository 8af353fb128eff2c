import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shared/ui/button';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { serverErrorKey, toastAdminError } from '../../../lib/admin-error.ts';
import { formatThaiDateTime } from '../../../lib/admin-format.ts';
import type { SiteSettings } from '../api/types.ts';
import {
  SETTINGS_ERROR_FIELD,
  siteSettingsFormSchema,
  toSettingsForm,
  useUpdateSiteSettings,
  type SiteSettingsFormInput,
} from '../api/update-site-settings.ts';

const isSettingsErrorKey = (key: string | null): key is keyof typeof SETTINGS_ERROR_FIELD =>
  key !== null && Object.hasOwn(SETTINGS_ERROR_FIELD, key);

/** School, tax and PromptPay details; a rule the server refuses is shown at its field, with everything typed kept. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const t = adminTh.settings;
  const update = useUpdateSiteSettings();
  const form = useForm<SiteSettingsFormInput>({ resolver: zodResolver(siteSettingsFormSchema), defaultValues: toSettingsForm(settings) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toSettingsForm(saved));
        toast.success(t.saved);
      },
      onError: (error) => {
        const key = serverErrorKey(error);
        if (isSettingsErrorKey(key))
          form.setError(SETTINGS_ERROR_FIELD[key], { message: adminTh.serverErrors[key] }, { shouldFocus: true });
        else toastAdminError(error);
      },
    }),
  );

  const a11y = (id: string, name: keyof SiteSettingsFormInput) => fieldA11y(id, errors[name]?.message);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid max-w-2xl gap-4" aria-labelledby="settings-heading">
      <FormField id="settings-school-name" label={t.schoolName} error={errors.school_name?.message}>
        <Input autoComplete="organization" {...a11y('settings-school-name', 'school_name')} {...form.register('school_name')} />
      </FormField>
      <FormField id="settings-tax-id" label={t.taxId} hint={t.taxIdHint} error={errors.school_tax_id?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...a11y('settings-tax-id', 'school_tax_id')}
          {...form.register('school_tax_id')}
        />
      </FormField>
      <FormField id="settings-address" label={t.address} error={errors.school_address?.message}>
        <Textarea
          rows={3}
          autoComplete="street-address"
          {...a11y('settings-address', 'school_address')}
          {...form.register('school_address')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-promptpay" label={t.promptpay} hint={t.promptpayHint} error={errors.promptpay_id?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            {...a11y('settings-promptpay', 'promptpay_id')}
            {...form.register('promptpay_id')}
          />
        </FormField>
        <FormField id="settings-expiry" label={t.expiry} hint={t.expiryHint} error={errors.order_expiry_minutes?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={1}
            {...a11y('settings-expiry', 'order_expiry_minutes')}
            {...form.register('order_expiry_minutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? adminTh.actions.saving : adminTh.settings.save}
        </Button>
        {settings.updated_at ? (
          <p className="text-xs text-muted-foreground">{t.updatedAt(formatThaiDateTime(settings.updated_at))}</p>
        ) : null}
      </div>
    </form>
  );
}
