import { authText } from '../../../config/messages.ts';

/** The spec's 'or' divider between password and third-party sign-in. */
export function OrDivider() {
  return (
    <div className="relative my-6" role="separator" aria-label={authText.login.or}>
      <div className="absolute inset-0 flex items-center" aria-hidden="true">
        <span className="w-full border-t" />
      </div>
      <div className="relative flex justify-center text-xs uppercase">
        <span className="bg-card px-2 text-muted-foreground">{authText.login.or}</span>
      </div>
    </div>
  );
}
