// The proof of payment a bank-transfer buyer uploads: PDF, PNG or JPEG by its first bytes (the
// name and the browser's type are not trusted), 5 MB at most. The browser checks it when the file
// is chosen and the BFF when it arrives, with this one rule.

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Enough first bytes to tell the kinds apart. */
export const PROOF_SIGNATURE_BYTES = 8;

const SIGNATURES: readonly { type: string; extension: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The proof's media type and extension by content, or null when it is none of the three. */
export function sniffProof(data: ArrayLike<number>): { type: string; extension: string } | null {
  const found = SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b));
  return found ? { type: found.type, extension: found.extension } : null;
}
