import { legacy, normaliseEventDeletionStatus } from '@tix/contract';
import { isPublicEvent } from '@tix/contract/domain/index';
import type { FastifyBaseLogger } from 'fastify';
import { NotFoundAnswer } from '../../legacy/errors.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { LegacyPort } from '../../plugins/legacy.ts';
import { NO_SUCH_EVENT } from './events.ts';

/**
 * Every public read of one event asks this first (in parallel with its own reads): a deleted
 * event answers the product's not-found, whoever asks. The deletion status is a public read
 * itself, cached like the event and forgotten with it (http/public-reads.ts). When the legacy
 * cannot say (the read fails), the event's own read decides, and the failure is logged: the page
 * of a live event must not fail on a secondary read.
 */
export async function ensurePublicEvent(
  port: LegacyPort,
  log: FastifyBaseLogger,
  eventId: string,
): Promise<void> {
  let status: ReturnType<typeof normaliseEventDeletionStatus>;
  try {
    status = normaliseEventDeletionStatus(
      await port.publicRead(legacy.CHECKIFEVENTDELETED, { eventid: eventId }),
    );
  } catch (error) {
    if (error instanceof NotFoundAnswer || (error instanceof HttpProblem && error.problem.status === 404))
      throw notFound(NO_SUCH_EVENT);
    log.warn({ err: error, operation: legacy.CHECKIFEVENTDELETED.key }, 'deletion status unknown');
    return;
  }
  if (!isPublicEvent(status)) throw notFound(NO_SUCH_EVENT);
}
