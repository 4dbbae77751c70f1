import { PROOF_MAX_BYTES, sniffProof } from '@tix/contract/domain/proof-of-payment';
import { BANK_TRANSFER_MESSAGES as M } from '@tix/contract/forms/checkout';
import type { FastifyRequest } from 'fastify';
import { readUpload, type UploadedFile } from './upload.ts';

// The proof of payment, through the one upload reader: accepted only when its first bytes say
// PDF, PNG or JPEG (the name and the browser's type are not trusted).

export { PROOF_MAX_BYTES, sniffProof };

export interface ProofUpload {
  fields: Record<string, string>;
  proof: UploadedFile | null;
}

/** Reads text fields and the `proof` file. */
export async function readProofUpload(req: FastifyRequest): Promise<ProofUpload> {
  const { fields, file } = await readUpload(req, {
    field: 'proof',
    maxBytes: PROOF_MAX_BYTES,
    tooBig: M.proofSize,
    wrongType: M.proofType,
    identify: (data) => {
      const found = sniffProof(data);
      return found && { type: found.type, name: `proof-of-payment.${found.extension}` };
    },
  });
  return { fields, proof: file };
}
