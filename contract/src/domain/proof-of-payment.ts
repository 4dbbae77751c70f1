import { type FileIdentity, identifyFile } from './file-signatures.ts';

// The proof of payment a bank-transfer buyer uploads: PDF, PNG or JPEG by its first bytes (the
// name and the browser's type are not trusted), 5 MB at most. The browser checks it when the file
// is chosen and the BFF when it arrives, with this one rule.

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The proof's media type and extension by content, or null when it is none of the three. */
export const sniffProof = (data: ArrayLike<number>): FileIdentity | null =>
  identifyFile(data, ['pdf', 'png', 'jpeg']);
