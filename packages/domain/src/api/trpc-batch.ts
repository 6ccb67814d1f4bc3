/**
 * The most calls one tRPC HTTP request may carry: the server refuses a larger
 * batch with 400 and the client's batch link splits at the same size. A screen
 * opens with well under this many queries at once.
 */
export const TRPC_MAX_BATCH = 16;
