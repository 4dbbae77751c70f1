import type { EditableEvent } from '@tix/contract/api/event-editing';
import { EVENT_EDIT_MESSAGES } from '@tix/contract/domain/event-editing';
import { editEventSchema } from '@tix/contract/forms/events';
import { isLegacyId } from '@tix/contract/model/ids';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { landingState } from '../../../lib/landing-notice.ts';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { Banner } from '../../../ui/banner.tsx';
import { formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useForm } from '../../../ui/use-form.tsx';
import { eventDetailsKey, updateEvent, useEventDetails, useInvalidateEvents } from '../api/event-editing.ts';
import { EventFields, readEventFields } from '../components/event-fields.tsx';
import styles from '../components/event-form.module.css';
import { RefundSetting } from '../components/refund-setting.tsx';
import { EVENT_FORM_COPY as C } from '../messages.ts';

/** /updateeventdetails?eventid=ID: the edit form, prefilled; saving returns to /editevent. */
export function UpdateEventDetailsRoute() {
  const eventId = useSearchParams()[0].get('eventid') ?? '';
  const { data, error, isLoading } = useEventDetails(isLegacyId(eventId) ? eventId : '');
  const back = linkTo(paths.editEvent, { query: { eventid: eventId } });

  const body = () => {
    if (!isLegacyId(eventId)) return <Banner tone="error">{C.noEvent}</Banner>;
    if (isLoading) return <Spinner label={C.loading} />;
    if (error || !data) return <Banner tone="error">{problemDetail(error)}</Banner>;
    if (data.notEditable) return <Banner tone="error">{EVENT_EDIT_MESSAGES[data.notEditable]}</Banner>;
    return (
      <>
        <EditForm event={data} back={back} />
        <RefundSetting eventId={eventId} />
      </>
    );
  };

  return (
    <section className={styles.page} aria-labelledby="edit-event-heading">
      <div className={styles.header}>
        <Link className="button" to={back}>
          <span aria-hidden="true">←</span> {C.backToEvent}
        </Link>
        <h1 id="edit-event-heading">{C.editHeading}</h1>
      </div>
      {body()}
    </section>
  );
}

function EditForm({ event, back }: { event: EditableEvent; back: string }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { account } = useSession();
  const invalidateEvents = useInvalidateEvents();
  const form = useForm(editEventSchema, readEventFields, async (body) => {
    try {
      const saved = await updateEvent(event.eventId, body);
      await mutate(eventDetailsKey(event.eventId), saved, { revalidate: false });
      void invalidateEvents();
      navigate(back, { state: landingState(C.saved, event.eventId) });
    } catch (error) {
      form.show(problemDetail(error));
    }
  });

  return (
    <form
      className={`${formStyles.form} ${styles.card}`}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      noValidate
    >
      {form.banner}
      <EventFields
        invalid={form.invalid}
        accountName={account?.accountName ?? ''}
        initial={{
          eventName: event.name,
          organiserName: event.organiserName ?? '',
          venue: event.venue ?? '',
          theme: event.theme ?? '',
          expectedAttendees: event.expectedAttendees === null ? '' : String(event.expectedAttendees),
          startDate: event.day ?? '',
          endDate: event.finishDay ?? '',
          startTime: event.startTime ?? '',
          endTime: event.finishTime ?? '',
          description: event.description ?? '',
        }}
      />
      <SubmitButton busy={form.busy} busyLabel={C.saving}>
        {C.save}
      </SubmitButton>
    </form>
  );
}
