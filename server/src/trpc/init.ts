import { initTRPC, TRPCError } from '@trpc/server';
import { DomainError } from '../errors/domain-error.ts';
import { isZodError, validationError } from '../http/parse-input.ts';
import { toDomainError } from '../http/to-domain-error.ts';
import { tokenReadOnly } from '../modules/access-tokens/access-token-auth.ts';
import { assertAllowedCall } from '../modules/auth/session-restriction.ts';
import type { InnerContext } from './context.ts';

const TRPC_CODE_BY_STATUS: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  500: 'INTERNAL_SERVER_ERROR',
};

const t = initTRPC.context<InnerContext>().create({
  // Clients read the same stable code the REST API answers.
  errorFormatter({ shape, error }) {
    const domain = error.cause instanceof DomainError ? error.cause : null;
    return {
      ...shape,
      message: domain?.message ?? shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: domain?.code ?? null,
        issues: domain?.issues ?? null,
      },
    };
  },
});

/** Turns thrown DomainErrors (and zod input failures) into TRPCErrors with the right status. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    // `.input()` failures arrive as BAD_REQUEST wrapping the ZodError: answer REST's code for them.
    const domain = isZodError(cause)
      ? validationError(cause)
      : unreadableInput(result.error)
        ? new DomainError('validation', 'VALIDATION_FAILED', 'Malformed input')
        : toDomainError(cause ?? result.error);
    throw new TRPCError({
      code: TRPC_CODE_BY_STATUS[domain.status] ?? 'INTERNAL_SERVER_ERROR',
      message: domain.message,
      cause: domain,
    });
  }
  return result;
});

/**
 * tRPC reads a call's raw input lazily, inside the procedure: an `input` that is not JSON
 * throws a SyntaxError there, and a batch whose inputs are not an object a BAD_REQUEST
 * TRPCError without a cause. Both are the caller's input, never a fault of the server.
 */
function unreadableInput(error: TRPCError): boolean {
  if (error.cause instanceof SyntaxError) return true;
  return error.code === 'BAD_REQUEST' && !(error.cause instanceof DomainError) && !isZodError(error.cause);
}

export const router = t.router;
/** Calls procedures directly with an inner context (tests: trpc/caller.test-helper.ts). */
export const createCallerFactory = t.createCallerFactory;
/** A personal access token with the read scope makes no mutation (issue 22). */
const tokenScope = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.tokenScope === 'read') throw tokenReadOnly();
  return next();
});

/** A session held to an enrollment or a password change makes only the calls its screen needs. */
const sessionRestriction = t.middleware(({ ctx, path, next }) => {
  if (ctx.sessionRestriction) assertAllowedCall(ctx.sessionRestriction, { procedure: path });
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(sessionRestriction).use(tokenScope);

/** Refuses a call that came inside a batch of several (sign-in calls: DESIGN, sessions). */
export const unbatched = t.middleware(({ ctx, next }) => {
  if ((ctx.callsInRequest ?? 1) > 1) {
    throw new DomainError(
      'validation',
      'AUTH_CALL_IN_BATCH',
      'Send sign-in calls one per request, not in a batch',
    );
  }
  return next();
});

/** Narrows the context to a signed-in member: the session's plain member, no entity is loaded. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.member) throw new DomainError('unauthenticated', 'UNAUTHENTICATED', 'Unauthorized');
  return next({ ctx: { ...ctx, member: ctx.member } });
});

export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!ctx.member.isAdmin) throw new DomainError('forbidden', 'FORBIDDEN', 'Admins only');
  return next({ ctx });
});
