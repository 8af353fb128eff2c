import { FormField } from '@shared/ui/form-field';
import { Input } from '@shared/ui/input';
import { NativeSelect } from '@shared/ui/select';
import { Textarea } from '@shared/ui/textarea';
import { studioTh } from '../../../config/studio-messages.ts';
import { CATEGORIES, COURSE_LEVELS, categoryLabel, levelLabel } from '@shared/db/courses';
import type { EditorDocument } from '../lib/editor-state.ts';
import { CoverUpload } from '../../../components/media/index.ts';

const t = studioTh.editor;
const LIST_FIELDS = ['requirements', 'what_you_learn', 'features'] as const;

/** The course's own fields an instructor may change; price and status are not among them (admin decisions). */
export function CourseDetailsFields({
  courseId,
  document,
  onChange,
}: {
  courseId: number;
  document: EditorDocument;
  onChange: (patch: Partial<EditorDocument>) => void;
}) {
  return (
    <section aria-labelledby="studio-details" className="grid gap-3">
      <h2 id="studio-details" className="text-xl font-semibold">
        {t.details}
      </h2>
      <FormField id="studio-title" label={t.title}>
        <Input id="studio-title" value={document.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />
      </FormField>
      <FormField id="studio-description" label={t.description}>
        <Textarea
          id="studio-description"
          rows={2}
          maxLength={1000}
          value={document.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </FormField>
      <FormField id="studio-long-description" label={t.longDescription}>
        <Textarea
          id="studio-long-description"
          rows={5}
          maxLength={10000}
          value={document.long_description}
          onChange={(e) => onChange({ long_description: e.target.value })}
        />
      </FormField>
      <div className="grid gap-3 md:grid-cols-3">
        <FormField id="studio-category" label={t.category}>
          <NativeSelect id="studio-category" value={document.category} onChange={(e) => onChange({ category: e.target.value })}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="studio-level" label={t.level}>
          <NativeSelect id="studio-level" value={document.level} onChange={(e) => onChange({ level: e.target.value })}>
            {COURSE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelLabel(l)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="studio-image" label={t.imageUrl}>
          <Input
            id="studio-image"
            value={document.image_url ?? ''}
            maxLength={2048}
            onChange={(e) => onChange({ image_url: e.target.value === '' ? null : e.target.value })}
          />
        </FormField>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {LIST_FIELDS.map((field) => (
          <FormField key={field} id={`studio-${field}`} label={t.lists[field]} hint={t.onePerLine}>
            <Textarea
              id={`studio-${field}`}
              rows={4}
              value={document[field].join('\n')}
              onChange={(e) => onChange({ [field]: e.target.value.split('\n').slice(0, 50) })}
              onBlur={(e) =>
                onChange({
                  [field]: e.target.value
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean),
                })
              }
            />
          </FormField>
        ))}
      </div>
      <CoverUpload courseId={courseId} onUploaded={(url) => onChange({ image_url: url })} />
    </section>
  );
}
