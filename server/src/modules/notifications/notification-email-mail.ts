import type { MailContent } from './mail-message.ts';

/**
 * The confirmation of a notification address, in plain text and English like the
 * other mail. It says who asked, so whoever owns the mailbox can tell a request
 * they did not make, and that nothing will come unless they confirm.
 */
export function confirmationMail(link: string, memberName: string, validHours: number): MailContent {
  return {
    subject: 'Confirm your address for Task Manager notifications',
    holdsSecret: true,
    bodyText: [
      `${memberName || 'A member'} asked for Task Manager notifications to be sent to this address.`,
      '',
      'To confirm, open this link while signed in to Task Manager as that member (it works once):',
      link,
      '',
      `The link expires in ${validHours} hours.`,
      '',
      '--',
      'If you did not ask for this, ignore this mail: no notification is sent here without confirmation.',
    ].join('\n'),
  };
}
