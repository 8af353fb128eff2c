import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { th } from '@shared/messages';
import { appControl } from '@shared/delivery-contract';
import { useLive } from './use-live.ts';
import { cn } from './cn.ts';
import { Input } from './input.tsx';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  /** A button that shows or hides what was typed, so a long Thai passphrase can be checked before sending. */
  reveal?: boolean;
};

/**
 * The one password field of every form (sign-in, sign-up, reset, the profile's password change). The reveal
 * button is an app control (decision 0040): painted before the app is live, it is disabled there and a press
 * on it is held until the live page answers.
 */
export function PasswordInput({ reveal = true, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const live = useLive();
  if (!reveal) return <Input {...props} type="password" className={className} />;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pe-10', className)} />
      <button
        type="button"
        className="absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={visible ? th.common.hidePassword : th.common.showPassword}
        aria-pressed={visible}
        {...appControl(`${props.id ?? 'password'}-reveal`, live)}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
