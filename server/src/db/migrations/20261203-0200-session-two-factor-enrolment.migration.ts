import { Migration } from '@mikro-orm/migrations';

// sessions.must_enrol_two_factor: a session begun while an admin requires a second
// factor the account lacks. The session check refuses every call of such a session
// but the enrolment's, reading one's own account and signing out; the confirmed
// enrolment clears it. Sessions begun before stay as they were.
export class SessionTwoFactorEnrolment extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table sessions add column must_enrol_two_factor boolean not null default false;');
  }
}
