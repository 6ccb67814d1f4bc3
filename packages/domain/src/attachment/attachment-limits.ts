// The attachment size limit apart from the schemas, so the screens that check a
// file before upload do not pull zod into their bundle.

/** SPEC 5 and 9: an attachment larger than 10 MB is refused (by the server with 413, and by the client). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
