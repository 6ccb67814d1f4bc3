import type { EntityManager } from '@mikro-orm/postgresql';

export interface TwoFactorRow {
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled: boolean;
  last_used_step: string | null;
}

const REQUIRE_KEY = 'require_two_factor';

/** The SQL of two-factor sign-in; the rules live in two-factor.service.ts. */
export const twoFactorRepository = {
  async find(em: EntityManager, userId: string): Promise<TwoFactorRow | null> {
    const [row] = await em.execute<TwoFactorRow[]>(
      `select secret_sealed, pending_secret_sealed, enabled_at is not null as enabled, last_used_step::text
         from user_two_factor where user_id = ?`,
      [userId],
    );
    return row ?? null;
  },

  async isEnabled(em: EntityManager, userId: string): Promise<boolean> {
    const [row] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from user_two_factor where user_id = ? and enabled_at is not null',
      [userId],
    );
    return (row?.n ?? 0) > 0;
  },

  async setPending(em: EntityManager, userId: string, sealed: string): Promise<void> {
    await em.execute(
      `insert into user_two_factor (user_id, pending_secret_sealed) values (?, ?)
       on conflict (user_id) do update set pending_secret_sealed = excluded.pending_secret_sealed, updated_at = now()`,
      [userId, sealed],
    );
  },

  /** The pending secret becomes the active one, its first code's step the last used; false when nothing was pending. */
  async activatePending(em: EntityManager, userId: string, step: number): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `update user_two_factor
          set secret_sealed = pending_secret_sealed, pending_secret_sealed = null,
              enabled_at = now(), last_used_step = ?, updated_at = now()
        where user_id = ? and pending_secret_sealed is not null and enabled_at is null
        returning user_id`,
      [step, userId],
    );
    return rows.length > 0;
  },

  /**
   * Takes the step of an accepted code, once: false when that step (or a later one)
   * was already used. The conditional update makes two concurrent uses of one code
   * fail for all but one.
   */
  async useStep(em: EntityManager, userId: string, step: number): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `update user_two_factor set last_used_step = ?
        where user_id = ? and enabled_at is not null and (last_used_step is null or last_used_step < ?)
        returning user_id`,
      [step, userId, step],
    );
    return rows.length > 0;
  },

  /** Drops the second factor (and any pending one); true when one was on. */
  async remove(em: EntityManager, userId: string): Promise<boolean> {
    await em.execute('delete from two_factor_recovery_codes where user_id = ?', [userId]);
    const rows = await em.execute<{ was_enabled: boolean }[]>(
      'delete from user_two_factor where user_id = ? returning enabled_at is not null as was_enabled',
      [userId],
    );
    return rows.some((r) => r.was_enabled);
  },

  async replaceRecoveryCodes(em: EntityManager, userId: string, hashes: readonly string[]): Promise<void> {
    await em.execute('delete from two_factor_recovery_codes where user_id = ?', [userId]);
    await em.execute(
      `insert into two_factor_recovery_codes (user_id, code_hash) values ${hashes.map(() => '(?, ?)').join(', ')}`,
      hashes.flatMap((hash) => [userId, hash]),
    );
  },

  /** Spends one unused recovery code; false when there is none with that hash. */
  async useRecoveryCode(em: EntityManager, userId: string, hash: string): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `update two_factor_recovery_codes set used_at = now()
        where user_id = ? and code_hash = ? and used_at is null returning user_id`,
      [userId, hash],
    );
    return rows.length > 0;
  },

  async recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from two_factor_recovery_codes where user_id = ? and used_at is null',
      [userId],
    );
    return row?.n ?? 0;
  },

  /** Members (not deleted) with an active second factor. */
  async enrolledUserIds(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ user_id: string }[]>(
      `select t.user_id from user_two_factor t join users u on u.id = t.user_id
        where t.enabled_at is not null and u.deleted_at is null order by t.user_id`,
    );
    return rows.map((r) => r.user_id);
  },

  async isRequired(em: EntityManager): Promise<boolean> {
    const [row] = await em.execute<{ value: unknown }[]>('select value from app_settings where key = ?', [
      REQUIRE_KEY,
    ]);
    return row?.value === true;
  },

  async setRequired(em: EntityManager, required: boolean): Promise<void> {
    await em.execute(
      `insert into app_settings (key, value) values (?, ?::jsonb)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [REQUIRE_KEY, JSON.stringify(required)],
    );
  },
};
