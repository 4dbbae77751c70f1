import { useState } from 'react';
import { linkTo, paths } from '../../../lib/paths.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Banner } from '../../../ui/banner.tsx';
import { type CalendarEvent, calendarFile } from '../calendar.ts';
import { TICKETS_COPY } from '../messages.ts';

/** Downloads the ticket's event as an .ics file for the buyer's calendar. */
export function AddToCalendar({ event, ticketNumber }: { event: CalendarEvent; ticketNumber: string }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const page = new URL(linkTo(paths.event, { params: { eventId: event.id } }), window.location.origin)
        .href;
      const text = await calendarFile(event, page, ticketNumber);
      const slug = event.name
        .replace(/[^\w]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      saveFile(`${slug || 'event'}.ics`, new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        aria-busy={busy}
        disabled={busy}
      >
        {TICKETS_COPY.addToCalendar}
      </button>
      {failed && <Banner tone="error">{TICKETS_COPY.calendarFailed}</Banner>}
    </>
  );
}
