/* What GoTrue mails, shared by the mailer (subjects, links, the outbox row) and the HTML templates. */

/** What GoTrue e-mails; `email_change` goes to the new address (and, secure, to the current one). */
export type MailKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

/** The `type` of a /verify link (GoTrue's EmailParams.Type). */
export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

export interface AuthMail {
  to: string;
  kind: MailKind;
  /** The /verify link; '' for reauthentication, which mails only a code. */
  link: string;
  /** The code the hosted templates show as {{ .Token }}. */
  otp: string;
  /** For email_change: which address this copy goes to, so its wording can say so. */
  emailChange?: { from: string; to: string };
}
