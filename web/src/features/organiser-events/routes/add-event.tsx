import { createEventSchema } from '@tix/contract/forms/events';
import { useLocation, useNavigate } from 'react-router-dom';
import { landingState } from '../../../lib/landing-notice.ts';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { formStyles, SubmitButton } from '../../../ui/form-fields.tsx';
import { useForm } from '../../../ui/use-form.tsx';
import { createEvent, useInvalidateEvents } from '../api/event-editing.ts';
import { EventFields, readCreateFields } from '../components/event-fields.tsx';
import styles from '../components/event-form.module.css';
import { EVENT_FORM_COPY as C } from '../messages.ts';

/** The page the organiser came from (`state.prevpage`), for the back button. */
const prevPage = (state: unknown): string | null => {
  const value = (state as { prevpage?: unknown } | null)?.prevpage;
  return typeof value === 'string' && value.startsWith('/') ? value : null;
};

/** /addevent: the create-event form; on success the dashboard, which lists the new event. */
export function AddEventRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { account } = useSession();
  const accountName = account?.accountName ?? '';
  const invalidateEvents = useInvalidateEvents();
  const form = useForm(createEventSchema, readCreateFields, async (body) => {
    try {
      const { eventId } = await createEvent(body);
      await invalidateEvents();
      navigate(paths.dashboard, { state: landingState(C.created(body.eventName), eventId) });
    } catch (error) {
      form.show(problemDetail(error));
    }
  });

  const back = () => {
    const prev = prevPage(location.state);
    if (prev) navigate(prev);
    else if (location.key !== 'default') navigate(-1);
    else navigate(paths.dashboard);
  };

  return (
    <section className={styles.page} aria-labelledby="add-event-heading">
      <div className={styles.header}>
        <button type="button" className="button" onClick={back}>
          <span aria-hidden="true">←</span> {C.back}
        </button>
        <h1 id="add-event-heading">{C.addHeading}</h1>
      </div>
      <form
        className={`${formStyles.form} ${styles.card}`}
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        noValidate
      >
        {form.banner}
        <EventFields invalid={form.invalid} accountName={accountName} withTypeAndProvince />
        <p className={styles.notice}>{C.refundsNotice}</p>
        <SubmitButton busy={form.busy} busyLabel={C.creating}>
          {C.create}
        </SubmitButton>
      </form>
    </section>
  );
}
