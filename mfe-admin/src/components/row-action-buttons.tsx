import type { ComponentProps } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { adminTh } from '../config/messages.ts';

type RowButtonProps = Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'> & {
  /** What the row is called, so a screen reader hears "ลบ <title>", not just "ลบ". */
  itemLabel: string;
};

/** The icon-only edit button every admin table row ends with. */
export function EditButton({ itemLabel, ...props }: RowButtonProps) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${adminTh.actions.edit} ${itemLabel}`} {...props}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** The icon-only delete button every admin table row ends with (it opens a confirmation, never deletes at once). */
export function DeleteButton({ itemLabel, ...props }: RowButtonProps) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${adminTh.actions.delete} ${itemLabel}`} {...props}>
      <Trash2 aria-hidden="true" className="text-destructive" />
    </Button>
  );
}
