import type { Fields } from '../request.ts';
import { decodeIdValue, fieldKey, ID_FIELDS, SOFT_ID_FIELDS } from './ids.ts';

// The ids of a request (query, form or multipart fields) back to the seed's row numbers before
// the handler runs: the handlers, the session guard and the catalogue's schemas see what they
// see on the rich profile.

export function decodeFields(fields: Fields): Fields {
  const decoded: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    const key = fieldKey(name);
    if (ID_FIELDS.has(key)) decoded[name] = decodeIdValue(value, false);
    else if (SOFT_ID_FIELDS.has(key)) decoded[name] = decodeIdValue(value, true);
    else decoded[name] = value;
  }
  return decoded;
}
