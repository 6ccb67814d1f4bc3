import type { MailContent } from '../../notifications/mail-message.ts';

/**
 * The reset link, in plain text and English like the other mail. It says the
 * request may not be theirs and that nothing changes unless the link is used.
 */
export function passwordResetMail(link: string, name: string, validMinutes: number): MailContent {
  return {
    subject: 'Reset your Task Manager password',
    holdsSecret: true,
    bodyText: [
      `Hello ${name || 'there'},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Task Manager account.',
      'To choose a new password, open this link (it works once):',
      link,
      '',
      `The link expires in ${validMinutes} minutes. Setting a new password signs every device out.`,
      '',
      '--',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
