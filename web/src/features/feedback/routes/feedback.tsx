import { FEEDBACK_CONTEXTS, FEEDBACK_COUNTER_MAX, FEEDBACK_TOPICS } from '@tix/contract/domain/constants';
import { FEEDBACK_MESSAGES, feedbackSchema } from '@tix/contract/forms/feedback';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { useSession } from '../../../lib/session.ts';
import { Checkbox, formStyles, Select, TextArea } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { textOf, useForm } from '../../../ui/use-form.tsx';
import { sendFeedback } from '../api/feedback.ts';
import { FEEDBACK_COPY as C, CONTEXT_LABELS } from '../messages.ts';
import styles from './feedback.module.css';

const CONTEXT_OPTIONS = [
  { value: '', label: C.noContext },
  ...FEEDBACK_CONTEXTS.map((value) => ({ value, label: CONTEXT_LABELS[value] })),
];

/** /feedback: optional topics (x/7), an optional context, the text; sending needs text. */
export function FeedbackRoute() {
  const { account } = useSession();
  const [text, setText] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const form = useForm(
    feedbackSchema,
    (d) => ({
      feedback: textOf(d, 'feedback'),
      context: textOf(d, 'context') || undefined,
      topics: d.getAll('topics'),
    }),
    async (body, element) => {
      try {
        await sendFeedback(body);
        element.reset();
        setText('');
        setTopics([]);
        form.show(FEEDBACK_MESSAGES.success, 'success');
      } catch (error) {
        form.show(problemDetail(error));
      }
    },
  );
  const toggle = (topic: string, on: boolean) =>
    setTopics((list) => (on ? [...list, topic] : list.filter((t) => t !== topic)));

  return (
    <section className={styles.card} aria-labelledby="feedback-heading">
      {account?.accountType === 'customer' && (
        <p>
          <Link to={paths.customerDashboard}>{C.back}</Link>
        </p>
      )}
      <h1 id="feedback-heading">{C.heading}</h1>
      <form className={formStyles.form} onSubmit={form.onSubmit} onChange={form.onChange} noValidate>
        {form.banner}
        <fieldset className={formStyles.choices}>
          <legend className={styles.legend}>
            <span>{C.topics}</span>
            <span className={styles.counter}>{C.counter(topics.length, FEEDBACK_COUNTER_MAX)}</span>
          </legend>
          {FEEDBACK_TOPICS.map((topic) => (
            <Checkbox
              key={topic}
              label={topic}
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              onChange={(e) => toggle(topic, e.target.checked)}
            />
          ))}
        </fieldset>
        <Select label={C.context} name="context" options={CONTEXT_OPTIONS} />
        <TextArea
          label={C.feedback}
          name="feedback"
          value={text}
          onChange={(e) => setText(e.target.value)}
          invalid={form.invalid}
        />
        <button type="submit" className="button" disabled={form.busy || text.trim() === ''}>
          {form.busy && <Spinner inline label="Sending…" />}
          {C.submit}
        </button>
      </form>
    </section>
  );
}
