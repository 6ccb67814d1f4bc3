/** A session as the session check reads it: the user's columns and the session's dates. */
export type SessionUserRow = Record<string, unknown> & {
  id: string;
  name: string;
  email: string | null;
  avatar: string;
  is_admin: boolean;
  deleted_at: Date | string | null;
  deactivated_at?: Date | string | null;
  must_change_password?: boolean;
  session_expires_at: Date | string;
  session_last_seen_at: Date | string;
  session_must_enrol?: boolean;
};

interface Entry {
  row: SessionUserRow;
  keptAt: number;
}

/** How many sessions an instance keeps; past that the oldest kept goes first. */
const MAX_ENTRIES = 5_000;
/**
 * A kept session is read again after this long even if no notice came: a bound on
 * what a notice lost in a way the listener could not see would cost.
 */
const MAX_AGE_MS = 60_000;

/**
 * The sessions this instance has checked recently, so that a signed-in request
 * does not have to ask the database again (the session check was a round trip on
 * every request: a sixth of a task change's cost, bench/RESULTS.md).
 *
 * Trusted only while the database's change notices are proven to reach this
 * instance (auth-change-listener.ts): a session or user that changes anywhere is
 * forgotten when its notice arrives, and the listener's own keepalive notices,
 * coming back, prove that every change committed before them has arrived. Each one
 * back extends the trust a little past the moment it was sent; when none comes back
 * in time nothing kept is answered, and once one does everything kept before is
 * forgotten (notices may have been lost meanwhile). This instance's own logouts and
 * revocations forget at once.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Until when (ms since the epoch) kept rows may be answered; 0: not trusted. */
  private trustedUntil = 0;
  /** Bumped by every forget: a row read before a forget must not be kept after it. */
  private forgets = 0;

  /** Whether rows are kept and answered now: the notices are known to arrive. */
  isTrusted(now = Date.now()): boolean {
    return now <= this.trustedUntil;
  }

  /** Mark this before reading a session from the database; pass it to `keep`. */
  get generation(): number {
    return this.forgets;
  }

  get(sessionId: string, now = Date.now()): SessionUserRow | undefined {
    if (!this.isTrusted(now)) {
      if (this.entries.size) this.forgetAll();
      return undefined;
    }
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.keptAt > MAX_AGE_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.row;
  }

  /**
   * Keeps a row read from the database when the read began at `generation`, unless
   * something was forgotten since (the row may predate that change).
   */
  keep(sessionId: string, row: SessionUserRow, generation: number, now = Date.now()): void {
    if (!this.isTrusted(now) || generation !== this.forgets) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(sessionId)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { row, keptAt: now });
  }

  forgetSession(sessionId: string): void {
    this.forgets++;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.forgets++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.row.id === userId) this.entries.delete(sessionId);
    }
  }

  forgetAll(): void {
    this.forgets++;
    this.entries.clear();
  }

  /**
   * Every change committed before a moment has been applied: rows may be answered
   * until `until`. Answers true when the trust had lapsed before (or never began):
   * what was kept is forgotten then, and whoever relies on the notices should check
   * again what they may have missed.
   */
  trustUntil(until: number, now = Date.now()): boolean {
    const resumed = !this.isTrusted(now);
    if (resumed) this.forgetAll();
    this.trustedUntil = Math.max(this.trustedUntil, until);
    return resumed;
  }

  /** The notices are known not to arrive (the listening connection is gone): forget and stop keeping. */
  distrust(): void {
    this.forgetAll();
    this.trustedUntil = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
