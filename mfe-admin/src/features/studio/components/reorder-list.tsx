import { useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { studioTh } from '../../../config/studio-messages.ts';
import { moveItem } from '../../../lib/course-document.ts';

const t = studioTh.editor;

type Props<T> = {
  items: readonly T[];
  label: (item: T) => string;
  itemKey: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  onMoved: (title: string) => void;
  children: (item: T, index: number) => ReactNode;
};

/**
 * A list whose rows move by drag (native drag and drop, the grip) and by keyboard (the arrow
 * buttons, which keep focus on the button pressed so a keyboard user can press again). Moving
 * only reorders the draft in memory: nothing is saved until the instructor saves.
 */
export function ReorderList<T>({ items, label, itemKey, onChange, onMoved, children }: Props<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const move = (from: number, to: number, focusKey?: string) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    onMoved(label(item));
    if (focusKey) requestAnimationFrame(() => buttons.current.get(focusKey)?.focus());
  };
  const register = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
  };
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => {
        const key = itemKey(item, index);
        return (
          <li
            key={key}
            className={dragging === index ? 'opacity-50' : undefined}
            onDragOver={(e) => {
              if (dragging !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
          >
            <div className="flex items-start gap-1">
              <span
                draggable
                title={t.dragHint}
                className="mt-2 cursor-grab text-muted-foreground"
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </span>
              <span className="inline-flex">
                <Button
                  ref={register(`${key}-up`)}
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t.moveUp(label(item))}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, index - 1 === 0 ? `${key}-down` : `${key}-up`)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  ref={register(`${key}-down`)}
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t.moveDown(label(item))}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, index + 1 === items.length - 1 ? `${key}-up` : `${key}-down`)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </span>
              <div className="min-w-0 flex-1">{children(item, index)}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
