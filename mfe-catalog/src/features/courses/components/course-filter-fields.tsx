import type { ReactNode } from 'react';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { NativeSelect } from '@shared/ui/select';
import { MAX_PRICE } from '../lib/course-filters.ts';

type ChoiceFieldProps<T extends string> = {
  id: string;
  label: string;
  /** The URL parameter the field sends as a plain GET form (before the page's script runs). */
  name: string;
  value: string;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  /** The first option, meaning "no filter" (its value is not one of `choices`). */
  none?: { value: string; label: string };
  /** The chosen value, or null for the `none` option. */
  onChoose: (choice: T | null) => void;
};

/** One labelled select of the filters bar; the chosen option is narrowed to `choices`, never cast. */
export function ChoiceField<T extends string>({ id, label, name, value, choices, choiceLabel, none, onChoose }: ChoiceFieldProps<T>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChoose(choices.find((choice) => choice === chosen) ?? null);
        }}
      >
        {none ? <option value={none.value}>{none.label}</option> : null}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type PriceFieldProps = { id: string; label: ReactNode; name: string; value: string; onType: (text: string) => void; onLeave: () => void };

/** A whole-baht price bound; it applies when left or when the form is sent, not per keystroke. */
export function PriceField({ id, label, name, value, onType, onLeave }: PriceFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PRICE}
        step={1}
        className="w-32"
        value={value}
        onChange={(event) => onType(event.target.value)}
        onBlur={onLeave}
      />
    </div>
  );
}
