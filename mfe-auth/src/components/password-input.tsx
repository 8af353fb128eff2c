import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from 'shared/ui/input';
import { appControl } from 'shared/server-render/app-control';
import { useLive } from '../lib/use-live.ts';

const SHOW = 'แสดงสิ่งที่พิมพ์';
const HIDE = 'ซ่อนสิ่งที่พิมพ์';

/** A password field with a show/hide toggle, so a long Thai passphrase can be checked before sending. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const live = useLive();
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pe-10" />
      <button
        type="button"
        className="absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={visible ? HIDE : SHOW}
        aria-pressed={visible}
        {...appControl(`${props.id ?? 'password'}-reveal`, live)}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
