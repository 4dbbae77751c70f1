import type { HandlerContext } from './handlers/index.ts';
import type { UploadedFile } from './request.ts';
import { expiredSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from './sessions.ts';
import { encodeId } from './spec-strict/ids.ts';
import type { LegacyProfile } from './spec-strict/index.ts';
import type { Standin } from './store.ts';

/** What a handler sees of one request: state, its session, and ways to change the session. */
export function handlerContext(
  cookieHeader: string | undefined,
  setCookies: string[],
  standin: Standin,
  files: Record<string, UploadedFile>,
  profile: LegacyProfile,
): HandlerContext {
  const sid = readCookie(cookieHeader, SESSION_COOKIE);
  let session = standin.sessions.get(sid);
  return {
    data: standin.data,
    outbox: standin.outbox,
    files,
    session,
    now: standin.now,
    printedId: profile === 'spec-strict' ? encodeId : String,
    startSession(account) {
      standin.sessions.destroy(session?.id);
      session = standin.sessions.start(account);
      setCookies.push(sessionCookie(session.id));
      return session;
    },
    endSession() {
      standin.sessions.destroy(sid);
      session = null;
      setCookies.push(expiredSessionCookie());
    },
  };
}
