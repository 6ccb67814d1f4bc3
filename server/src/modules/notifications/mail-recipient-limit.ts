/** A due mail as the limit sees it. */
export interface LimitCandidate {
  id: string;
  toAddress: string;
  /** Already counted against its recipient (a retry after a failure): never counted twice. */
  counted: boolean;
}

/**
 * Splits due mails, in the order given, into those that may be sent now and those
 * over the recipient's limit: at most `perHour` mails counted to one address
 * (compared without case) in the last hour, whoever asked for them.
 * `countedLastHour` holds each address's count so far, keyed in lower case.
 */
export function splitByRecipientLimit(
  candidates: readonly LimitCandidate[],
  countedLastHour: ReadonlyMap<string, number>,
  perHour: number,
): { send: string[]; drop: string[] } {
  const counts = new Map(countedLastHour);
  const send: string[] = [];
  const drop: string[] = [];
  for (const mail of candidates) {
    if (mail.counted) {
      send.push(mail.id);
      continue;
    }
    const key = mail.toAddress.toLowerCase();
    const n = counts.get(key) ?? 0;
    if (n < perHour) {
      counts.set(key, n + 1);
      send.push(mail.id);
    } else {
      drop.push(mail.id);
    }
  }
  return { send, drop };
}
