// `req.parts()` of @fastify/multipart over a fetch `Request`: the upload readers (http/upload.ts)
// read mock mode's uploads through the same loop as in Node.

interface FilePart {
  type: 'file';
  fieldname: string;
  filename: string;
  mimetype: string;
  file: { truncated: boolean };
  toBuffer(): Promise<Uint8Array>;
}
interface FieldPart {
  type: 'field';
  fieldname: string;
  value: string;
}

export async function* multipartParts(
  request: Request,
  maxFileBytes = Infinity,
): AsyncGenerator<FilePart | FieldPart> {
  const form = await request.clone().formData();
  for (const [fieldname, value] of form) {
    if (typeof value === 'string') {
      yield { type: 'field', fieldname, value };
      continue;
    }
    const truncated = value.size > maxFileBytes;
    yield {
      type: 'file',
      fieldname,
      filename: value.name,
      mimetype: value.type,
      file: { truncated },
      toBuffer: async () =>
        new Uint8Array(await value.slice(0, Math.min(value.size, maxFileBytes)).arrayBuffer()),
    };
  }
}
