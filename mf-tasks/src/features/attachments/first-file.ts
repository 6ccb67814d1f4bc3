import { MAX_ATTACHMENT_BYTES } from '@tm/domain/attachment/attachment-limits';

/** SPEC 5: only the first file of a drop or a selection is used. */
export function firstFile(files: ArrayLike<File> | null | undefined): File | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}

/** Refused before any byte is sent (the server refuses it too, with 413). */
export const isTooLarge = (file: { size: number }) => file.size > MAX_ATTACHMENT_BYTES;
