// The two ways a read reaches the server. The screens use tRPC, with the client of
// packages/api-client/src/trpc.ts: an `httpBatchLink`, so even a query sent alone
// goes as a batch of one, `GET /trpc/<procedure>?batch=1&input={"0":<input>}`, and
// is answered `[{"result":{"data":...}}]`. Scripts and integrations use REST.
// Every read figure is measured over both, named by the path it took.

/** Whether the browser client batches queries (packages/api-client/src/trpc.ts: httpBatchLink). */
const BROWSER_CLIENT_BATCHES = true;

type Transport = 'tRPC' | 'REST';

export interface ReadPath {
  transport: Transport;
  /** How figures name it: `tRPC tasks.list` or `GET /api/tasks`. */
  label: string;
  /** The path and query string the request is sent to. */
  path: string;
  /** The answer's data (the procedure's value for tRPC, the body for REST). */
  data(body: Uint8Array): unknown;
}

/** The URL path of a tRPC query as the browser client sends it. */
function trpcQueryPath(procedure: string, input?: unknown): string {
  if (BROWSER_CLIENT_BATCHES) {
    // JSON.stringify drops an undefined input: a query without input sends `{}`.
    return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
  }
  return `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
}

const decode = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as unknown;

type TrpcAnswer = { result?: { data?: unknown }; error?: unknown };

/** The data of a tRPC answer, batched or not; throws on an error answer. */
function trpcData(body: Uint8Array): unknown {
  const parsed = decode(body) as TrpcAnswer | TrpcAnswer[];
  const one = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!one?.result)
    throw new Error(`tRPC answered no result: ${JSON.stringify(one?.error ?? one).slice(0, 300)}`);
  return one.result.data;
}

export const trpcPath = (procedure: string, input?: unknown): ReadPath => ({
  transport: 'tRPC',
  label: `tRPC ${procedure}`,
  path: trpcQueryPath(procedure, input),
  data: trpcData,
});

export const restPath = (path: string): ReadPath => ({
  transport: 'REST',
  label: `GET ${path.split('?')[0]}`,
  path,
  data: decode,
});
