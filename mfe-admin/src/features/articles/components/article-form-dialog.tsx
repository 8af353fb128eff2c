import { useEffect, useRef } from 'react';
import { toAppError } from '@shared/messages/errors';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { FormField, fieldA11y } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { Textarea } from '@shared/ui/textarea';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { articleFormSchema, toArticleForm, useSaveArticle, type ArticleFormValues } from '../api/save-article.ts';
import type { AdminArticle } from '../api/types.ts';
import { slugFromTitle } from '../lib/article-slug.ts';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';

/** Writes a new article (article null) or edits one; `open` false closes it. */
export function ArticleFormDialog({ open, article, onClose }: { open: boolean; article: AdminArticle | null; onClose: () => void }) {
  const save = useSaveArticle();
  const form = useForm({ resolver: zodResolver(articleFormSchema), defaultValues: toArticleForm(null) });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const { errors } = form.formState;
  // A new article's slug follows its title until the admin types one; an existing slug never moves by itself.
  const slugEdited = useRef(false);
  useEffect(() => {
    if (!open) return;
    form.reset(toArticleForm(article));
    slugEdited.current = article !== null;
  }, [open, article, form]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...(article ? { id: article.id } : {}), values },
      {
        onSuccess: () => {
          toast.success(adminTh.articles.saved);
          onClose();
        },
        onError: (error) => {
          if (toAppError(error).code === '23505') form.setError('slug', { message: adminTh.articles.slugTaken }, { shouldFocus: true });
          else toastAdminError(error);
        },
      },
    ),
  );
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) form.setValue('slug', slugFromTitle(event.target.value));
    },
  });
  const slug = form.register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });
  const t = adminTh.articles;
  const f = (id: keyof ArticleFormValues) => fieldA11y(`article-${id}`, errors[id]?.message);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) onClose();
      }}
    >
      <DialogContent className="max-w-2xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{article ? t.editTitle : t.addTitle}</DialogTitle>
          <DialogDescription>{article ? th.status[article.status] : th.status.draft}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="article-title" label={t.title} error={errors.title?.message}>
            <Input {...f('title')} {...title} />
          </FormField>
          <FormField
            id="article-slug"
            label={t.slug}
            error={errors.slug?.message}
            hint={article?.status === 'published' ? t.slugPublishedHint : t.slugHint}
          >
            <Input {...f('slug')} {...slug} inputMode="url" autoCapitalize="none" spellCheck={false} dir="ltr" />
          </FormField>
          <FormField id="article-excerpt" label={t.excerpt} error={errors.excerpt?.message}>
            <Textarea rows={2} {...f('excerpt')} {...form.register('excerpt')} />
          </FormField>
          <FormField id="article-cover_url" label={t.coverUrl} error={errors.cover_url?.message}>
            <Input type="url" {...f('cover_url')} {...form.register('cover_url')} />
          </FormField>
          <FormField id="article-body" label={t.body} error={errors.body?.message}>
            <MarkdownEditor {...f('body')} value={body} {...form.register('body')} images={{ kind: 'article' }} />
          </FormField>
          <SubmitRow pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
