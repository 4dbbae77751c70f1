import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// The proof of payment: read from the multipart body with a size limit, and accepted only when
// its first bytes say PDF, PNG or JPEG (the name and the browser's type are not trusted).

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

const SIGNATURES: readonly { type: string; extension: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffProof(data: Buffer): { type: string; extension: string } | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b)) ?? null;
}

const bad = (status: number, detail: string) => new HttpProblem(problem(status, 'Invalid request', detail));

export interface ProofUpload {
  fields: Record<string, string>;
  proof: { data: Buffer; type: string; name: string } | null;
}

/** Reads text fields and the `proof` file; anything else is refused. */
export async function readProofUpload(req: FastifyRequest): Promise<ProofUpload> {
  if (!req.isMultipart()) throw bad(400, 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let proof: ProofUpload['proof'] = null;
  for await (const part of req.parts({ limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 20 } })) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const file = part as MultipartFile;
    const data = await file.toBuffer();
    if (file.file.truncated) throw bad(413, 'The proof of payment must be 5 MB or smaller.');
    if (file.fieldname !== 'proof' || data.length === 0) continue;
    const kind = sniffProof(data);
    if (!kind) throw bad(415, 'The proof of payment must be a PDF, PNG or JPEG file.');
    proof = { data, type: kind.type, name: `proof-of-payment.${kind.extension}` };
  }
  return { fields, proof };
}
