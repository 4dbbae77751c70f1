import { legacy } from '@tix/contract';
import { legacyPosterPath } from '@tix/contract/domain/posters';
import type { Known } from './probes.ts';
import type { CheckLine } from './report.ts';
import type { Answer, LegacySession } from './session.ts';

// What the read-only walk does not reach (issue 47): a listed event's poster in the folder the BFF
// is configured with (LEGACY_POSTER_PATH), and the view-logging calls the event page makes
// (INSERTIMPRESSION, LOG-EVENT-CLICKS). Those record one view and one click of a listed event: the
// product reads nothing of their answers, so any body passes; only a refusal or a missing script
// is reported. Lines carry no answer's values, only what came.

export interface PosterAndViewOptions {
  readonly base: string;
  /** The BFF's LEGACY_POSTER_PATH (default `posters`). */
  readonly posterFolder: string;
  readonly timeoutMs?: number | undefined;
}

export async function posterLine(options: PosterAndViewOptions, known: Known): Promise<CheckLine> {
  const key = `poster (LEGACY_POSTER_PATH=${options.posterFolder})`;
  const poster = known.poster;
  if (!poster) return { key, role: 'public', status: 'skipped', reason: 'no listed event names a poster' };
  const base = new URL(options.base.endsWith('/') ? options.base : `${options.base}/`);
  const url = new URL(
    legacyPosterPath(options.posterFolder, poster.businessId, poster.eventId, poster.file),
    base,
  );
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    await response.arrayBuffer();
    const type = (response.headers.get('content-type') ?? 'none').split(';')[0]?.trim() ?? 'none';
    if (response.ok && type.startsWith('image/'))
      return {
        key,
        role: 'public',
        status: 'ok',
        decisions: ['the first listed poster is there'],
        contentType: type,
      };
    return {
      key,
      role: 'public',
      status: 'unusable',
      reason: `the first listed poster is not in this folder (HTTP ${response.status}, ${type}): every page shows the placeholder; set LEGACY_POSTER_PATH to the legacy's poster folder`,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return {
      key,
      role: 'public',
      status: 'error',
      reason: name === 'TimeoutError' ? 'network: timed out' : `network: ${name}`,
    };
  }
}

/** An answer nothing reads: any body that came is fine; a refusal or a missing script is not. */
function unreadAnswerLine(key: string, answer: Answer): CheckLine {
  switch (answer.kind) {
    case 'json':
      return {
        key,
        role: 'public',
        status: 'ok',
        decisions: ['answered (JSON, not read)'],
        contentType: answer.contentType,
      };
    case 'empty':
      return {
        key,
        role: 'public',
        status: 'ok',
        decisions: ['answered (empty, not read)'],
        contentType: answer.contentType,
      };
    case 'missing':
      return { key, role: 'public', status: 'missing', reason: answer.reason };
    case 'error':
      // A body that is not JSON is an answer too: the product does not read it.
      return /not JSON/.test(answer.reason)
        ? { key, role: 'public', status: 'ok', decisions: ['answered (text, not read)'] }
        : { key, role: 'public', status: 'error', reason: answer.reason };
  }
}

/** INSERTIMPRESSION and LOG-EVENT-CLICKS for a listed event, as the event page sends them. */
export async function viewLoggingLines(session: LegacySession, known: Known): Promise<CheckLine[]> {
  const keys = [legacy.INSERTIMPRESSION.key, legacy.LOG_EVENT_CLICKS.key];
  const eventId = known.poster?.eventId ?? known.eventId;
  const businessId = known.poster?.businessId;
  if (!eventId)
    return keys.map((key) => ({
      key,
      role: 'public',
      status: 'skipped',
      reason: 'needs an event (EVENTS returned none)',
    }));
  const impression = businessId
    ? unreadAnswerLine(
        legacy.INSERTIMPRESSION.key,
        await session.call(
          legacy.INSERTIMPRESSION,
          {
            eventid: eventId,
            businessid: businessId,
            clientid: 'legacy-check',
            device: 'desktop',
            browser: 'legacy-check',
          },
          true,
        ),
      )
    : ({
        key: legacy.INSERTIMPRESSION.key,
        role: 'public',
        status: 'skipped',
        reason: "needs a listed event's organiser",
      } as const);
  const click = unreadAnswerLine(
    legacy.LOG_EVENT_CLICKS.key,
    await session.call(legacy.LOG_EVENT_CLICKS, { event_id: eventId }, true),
  );
  return [impression, click];
}
