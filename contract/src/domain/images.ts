import { type FileIdentity, type FileKind, identifyFile } from './file-signatures.ts';

// The images an upload takes, by content (file-signatures.ts): the BFF refuses any other, and the
// web checks the same before upload.

/** A poster's file types, as the legacy's POSTERUPLOAD takes them (spec part 2) and the chooser offers. */
export const POSTER_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
const POSTER_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp'];
/** A model's picture: JPEG or PNG only. */
const MODEL_PICTURE_KINDS: readonly FileKind[] = ['jpeg', 'png'];

/** A poster's identity (JPEG, PNG, GIF or WebP) by its first bytes, or null. */
export const sniffPosterImage = (bytes: ArrayLike<number>): FileIdentity | null =>
  identifyFile(bytes, POSTER_KINDS);

/** A model picture's identity (JPEG or PNG) by its first bytes, or null. */
export const sniffModelPicture = (bytes: ArrayLike<number>): FileIdentity | null =>
  identifyFile(bytes, MODEL_PICTURE_KINDS);
