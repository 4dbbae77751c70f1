import type { MultipartFile } from '@fastify/multipart';
import { POSTER_MEDIA_TYPES, sniffPosterImage } from '@tix/contract';
import { MODEL_MESSAGES, modelEditSchema } from '@tix/contract/forms/models';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';

// A model's profile as /addmodels posts it: one multipart body with the picture (`file`) and the
// text fields. The picture is accepted only when its first bytes say JPEG or PNG (the spec's .jpg,
// .jpeg, .png); the name the legacy gets follows the content. Messages come in the spec's order:
// the picture first, then name, age (18 or more), gender, bio.

export const MODEL_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Not in the spec, ours. */
export const MODEL_PICTURE_SIZE_MESSAGE = 'The picture must be 5 MB or smaller';

const bad = (status: number, detail: string, field?: string) =>
  new HttpProblem(problem(status, 'Invalid request', detail, field ? { [field]: detail } : undefined));

export interface ModelUpload {
  picture: { data: Buffer; type: string; name: string } | null;
  name: string;
  age: number;
  gender: string;
  bio: string;
}

const fieldsSchema = modelEditSchema.omit({ picture: true });

/** Reads the form; `pictureRequired` when adding. Bad input: 400 with the first message, 413, 415. */
export async function readModelUpload(req: FastifyRequest, pictureRequired: boolean): Promise<ModelUpload> {
  if (!req.isMultipart()) throw bad(400, MODEL_MESSAGES.pictureRequired, 'picture');
  let picture: ModelUpload['picture'] = null;
  let wrongType = false;
  const fields: Record<string, string> = {};
  const parts = req.parts({ limits: { fileSize: MODEL_PICTURE_MAX_BYTES, files: 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const file = part as MultipartFile;
    const data = await file.toBuffer().catch((error: unknown) => {
      throw (error as { statusCode?: number }).statusCode === 413
        ? bad(413, MODEL_PICTURE_SIZE_MESSAGE, 'picture')
        : error;
    });
    if (file.file.truncated) throw bad(413, MODEL_PICTURE_SIZE_MESSAGE, 'picture');
    if (file.fieldname !== 'file' || data.length === 0) continue;
    const kind = sniffPosterImage(data);
    if (kind !== 'jpg' && kind !== 'png') wrongType = true;
    else picture = { data, type: POSTER_MEDIA_TYPES[kind], name: `model.${kind}` };
  }
  if (wrongType) throw bad(415, MODEL_MESSAGES.pictureType, 'picture');
  if (!picture && pictureRequired) throw bad(400, MODEL_MESSAGES.pictureRequired, 'picture');
  const parsed = fieldsSchema.safeParse({
    name: fields.name ?? '',
    age: fields.age ?? '',
    gender: fields.gender ?? '',
    bio: fields.bio ?? '',
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw bad(400, first?.message ?? MODEL_MESSAGES.nameRequired, String(first?.path[0] ?? 'name'));
  }
  return { picture, ...parsed.data };
}
