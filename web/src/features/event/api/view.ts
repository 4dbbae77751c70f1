import { call } from '@tix/contract/api/client';
import { useEffect, useRef } from 'react';
import { endpoints } from '../../../lib/endpoints.ts';

/**
 * Tells the BFF once per view of an event page, which logs an impression and a click. Nothing
 * for the visitor to see: a failure is only written to the console (the spec: failures are logged).
 */
export function useRecordView(eventId: string | null) {
  // A ref keyed by event: React's development double-run of effects must not log twice.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || logged.current === eventId) return;
    logged.current = eventId;
    call(endpoints.recordEventView, { params: { eventId } }).catch((error: unknown) => {
      console.warn('event view not logged', error);
    });
  }, [eventId]);
}
