import type { LegacyOperation } from '@tix/contract/legacy/index';
import type { FastifyRequest } from 'fastify';

// Reading the parameters of a legacy request the way PHP fills $_GET and $_POST.

/** An uploaded file from a multipart body. */
export interface UploadedFile {
  readonly filename: string;
  readonly mimetype: string;
  readonly data: Uint8Array;
}

export type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};

export interface Body {
  /** Text fields ($_POST). */
  readonly fields: Fields;
  /** File parts ($_FILES), by field name. */
  readonly files: Record<string, UploadedFile>;
}

export async function readBody(request: FastifyRequest): Promise<Body> {
  if (request.method !== 'POST') return { fields: {}, files: {} };
  if (!request.isMultipart()) return { fields: asFields(request.body), files: {} };
  const fields: Fields = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files[part.fieldname] = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      };
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** Strict mode: required file parts present, with an extension the catalogue allows. */
export function fileProblem(operation: LegacyOperation, files: Record<string, UploadedFile>): string | null {
  for (const [name, rule] of Object.entries(operation.files ?? {})) {
    const file = files[name];
    if (!file || file.data.length === 0) {
      if (rule.required) return `${operation.key}: missing file ${name}`;
      continue;
    }
    const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
    if (rule.accept && !rule.accept.includes(extension)) {
      return `${operation.key}: file ${name} must be ${rule.accept.join(', ')}, got '${file.filename}'`;
    }
  }
  return null;
}

/** The body encoding a request used, in the catalogue's words. */
export function bodyEncoding(request: FastifyRequest): 'form' | 'multipart' | 'none' | string {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') return 'none';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return type;
}

/**
 * The operation's parameters: the query for GETs; for POSTs the body (PHP's $_POST), plus the
 * query when `lenient` (the relaxed mode tolerates parameters in the wrong place).
 */
export function gatherParams(
  query: Fields,
  body: Fields,
  method: string,
  opParam: string,
  lenient: boolean,
): Fields {
  const fromQuery = { ...query };
  delete fromQuery[opParam];
  if (method !== 'POST') return fromQuery;
  return lenient ? { ...fromQuery, ...body } : body;
}
