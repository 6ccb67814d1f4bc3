import type { MailContent } from '../notifications/mail-message.ts';

/**
 * The invitation in plain text. In English, like notification mail: the
 * invitee's language is not known yet.
 */
export function invitationMail(link: string, inviterName: string, expiresAt: string): MailContent {
  const who = inviterName || 'An administrator';
  return {
    subject: 'You are invited to Task Manager',
    holdsSecret: true,
    bodyText: [
      `${who} invites you to join the team on Task Manager.`,
      '',
      'Create your account with this link (it works once):',
      link,
      '',
      `The link expires on ${expiresAt.slice(0, 10)} (UTC).`,
      '',
      '--',
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n'),
  };
}
