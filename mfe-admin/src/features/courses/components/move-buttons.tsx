import { useRef } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { useMoveCurriculumItem, type MoveTarget } from '../api/move-curriculum-item.ts';

type Props = { courseId: number; kind: MoveTarget['kind']; id: number; title: string; isFirst: boolean; isLast: boolean };

const t = adminTh.lessonMedia;

/**
 * Up and down buttons for a module or a lesson. The row moves in the DOM when the list
 * re-renders, which drops focus; focus is put back on the button pressed (or its partner when
 * the row reached an end), so a keyboard user can press again.
 */
export function MoveButtons({ courseId, kind, id, title, isFirst, isLast }: Props) {
  const move = useMoveCurriculumItem(courseId);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const press = (offset: -1 | 1) => {
    move.mutate(
      { kind, id, offset },
      {
        onSuccess: () => {
          toast.success(t.moved(title));
          requestAnimationFrame(() => {
            const pressed = offset === -1 ? up.current : down.current;
            const partner = offset === -1 ? down.current : up.current;
            (pressed && !pressed.disabled ? pressed : partner)?.focus();
          });
        },
        onError: toastAdminError,
      },
    );
  };
  return (
    <span className="inline-flex">
      <Button
        ref={up}
        size="sm"
        variant="ghost"
        aria-label={t.moveUp(title)}
        disabled={isFirst || move.isPending}
        onClick={() => press(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={down}
        size="sm"
        variant="ghost"
        aria-label={t.moveDown(title)}
        disabled={isLast || move.isPending}
        onClick={() => press(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </span>
  );
}
