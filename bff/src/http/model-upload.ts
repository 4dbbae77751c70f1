import { sniffModelPicture } from '@tix/contract';
import { MODEL_MESSAGES, MODEL_PICTURE_MAX_BYTES, modelEditSchema } from '@tix/contract/forms/models';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../lib/problem.ts';
import { readUpload, type UploadedFile } from './upload.ts';

// A model's profile as /addmodels posts it: one multipart body with the picture (`file`) and the
// text fields, through the one upload reader. The picture is accepted only when its first bytes
// say JPEG or PNG (the spec's .jpg, .jpeg, .png); the name the legacy gets follows the content. Messages come in the spec's order:
// the picture first, then name, age (18 or more), gender, bio.

export { MODEL_PICTURE_MAX_BYTES };
export const MODEL_PICTURE_SIZE_MESSAGE = MODEL_MESSAGES.pictureSize;

const bad = (status: number, detail: string, field?: string) =>
  new HttpProblem(problem(status, 'Invalid request', detail, field ? { [field]: detail } : undefined));

export interface ModelUpload {
  picture: UploadedFile | null;
  name: string;
  age: number;
  gender: string;
  bio: string;
}

const fieldsSchema = modelEditSchema.omit({ picture: true });

/** Reads the form; `pictureRequired` when adding. Bad input: 400 with the first message, 413, 415. */
export async function readModelUpload(req: FastifyRequest, pictureRequired: boolean): Promise<ModelUpload> {
  const { fields, file: picture } = await readUpload(req, {
    field: 'file',
    maxBytes: MODEL_PICTURE_MAX_BYTES,
    tooBig: MODEL_PICTURE_SIZE_MESSAGE,
    wrongType: MODEL_MESSAGES.pictureType,
    notMultipart: MODEL_MESSAGES.pictureRequired,
    problemField: 'picture',
    maxFields: 10,
    identify: (data) => {
      const found = sniffModelPicture(data);
      return found && { type: found.type, name: `model.${found.extension}` };
    },
  });
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
