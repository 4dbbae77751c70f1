import { decodeId } from './ids.ts';

// The legacy's upload folders name their owner by ids in the path (`/models/{businessid}/{eventid}/
// {file}`): on the spec-strict profile those are the opaque ids, turned back into row numbers
// before routing so the folder routes stay as they are. A segment that does not decode names no
// folder. (The poster folder decodes its own segments: poster-route.ts.)

const FOLDERS = ['/models/'];

export function decodeFolderPath(url: string): string {
  const folder = FOLDERS.find((f) => url.startsWith(f));
  if (!folder) return url;
  const [business = '', event = '', ...rest] = url.slice(folder.length).split('/');
  const row = (segment: string) => String(decodeId(decodeURIComponent(segment)) ?? 'unknown');
  return `${folder}${[row(business), row(event), ...rest].join('/')}`;
}
