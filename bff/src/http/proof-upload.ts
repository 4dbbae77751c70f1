import type { FastifyRequest } from 'fastify';
import { readUpload, type UploadedFile } from './upload.ts';

// The proof of payment, through the one upload reader: accepted only when its first bytes say
// PDF, PNG or JPEG (the name and the browser's type are not trusted).

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

const SIGNATURES: readonly { type: string; extension: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffProof(data: Buffer): { type: string; extension: string } | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b)) ?? null;
}

export interface ProofUpload {
  fields: Record<string, string>;
  proof: UploadedFile | null;
}

/** Reads text fields and the `proof` file. */
export async function readProofUpload(req: FastifyRequest): Promise<ProofUpload> {
  const { fields, file } = await readUpload(req, {
    field: 'proof',
    maxBytes: PROOF_MAX_BYTES,
    tooBig: 'The proof of payment must be 5 MB or smaller.',
    wrongType: 'The proof of payment must be a PDF, PNG or JPEG file.',
    identify: (data) => {
      const kind = sniffProof(data);
      return kind && { type: kind.type, name: `proof-of-payment.${kind.extension}` };
    },
  });
  return { fields, proof: file };
}
