import { createHmac } from 'node:crypto';

/**
 * `sha256=<hex>` of HMAC-SHA256 over "timestamp.body" with the webhook's secret:
 * the timestamp is signed with the body so a captured delivery cannot be replayed
 * later under a new timestamp (receivers refuse old ones).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
