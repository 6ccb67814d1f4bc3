import { forbidden } from '../../errors/domain-error.ts';

/**
 * DESIGN identity rule: actor ids in payloads (`ownerId`, `authorId`) are
 * accepted for SPEC's client but never trusted; one naming someone else is refused.
 */
export function assertActorIsSelf(claimedId: string | undefined, user: { id: string }): void {
  if (claimedId !== undefined && claimedId !== user.id) {
    throw forbidden('You can only act as yourself');
  }
}
