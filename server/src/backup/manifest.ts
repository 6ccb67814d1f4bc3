import { z } from 'zod';

/** The product a backup comes from; a restore refuses any other archive. */
export const PRODUCT = 'taskmanager';
/** The archive layout's own version (not the schema's): raised when the layout changes. */
export const FORMAT_VERSION = 1;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  product: z.literal(PRODUCT),
  format: z.literal(FORMAT_VERSION),
  /** The last migration applied to the backed-up database: the schema's version. */
  schemaVersion: z.string().min(1),
  /** Every migration applied, in the order they ran. */
  migrations: z.array(z.string().min(1)),
  createdAt: z.iso.datetime(),
  /** Where it was taken from: a PostgreSQL server or the embedded database. */
  source: z.object({ engine: z.enum(['postgresql', 'embedded']), serverVersion: z.string() }),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      file: z.string().regex(/^tables\/[A-Za-z0-9_]+\.ndjson$/),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
  attachments: z.array(
    z.object({
      key: z.string().min(1),
      file: z.string().regex(/^attachments\/[0-9a-f-]+\/[0-9a-f-]+$/),
      contentType: z.string().min(1),
      size: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
  /** Attachments the database named but the storage no longer held when they were copied. */
  missingAttachments: z.array(z.string()),
});

export type Manifest = z.infer<typeof ManifestSchema>;
