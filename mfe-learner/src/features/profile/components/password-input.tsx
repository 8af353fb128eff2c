import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from 'shared/ui/input';
import { cn } from 'shared/ui/cn';
import { learnerTh } from '../../../config/messages.ts';

type PasswordInputProps = ComponentProps<typeof Input> & { toggle?: boolean };

/** A password field; with `toggle`, a button shows or hides what was typed (spec: on the current password). */
export function PasswordInput({ toggle = false, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  if (!toggle) return <Input type="password" className={className} {...props} />;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? learnerTh.password.hide : learnerTh.password.show}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
