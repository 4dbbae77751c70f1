import { EVENT_TYPES, PROVINCES } from '@tix/contract/domain/constants';
import { DEFAULT_THEME } from '@tix/contract/forms/events';
import { Field, Select, TextArea } from '../../../ui/form-fields.tsx';
import { textOf } from '../../../ui/use-form.tsx';
import { EVENT_FORM_COPY as C } from '../messages.ts';
import styles from './event-form.module.css';

// The fields of the create and edit forms, in the spec's order (its messages follow the same
// order). Uncontrolled: what was typed stays when a check fails.

/** 'kwaZulu-natal' reads 'KwaZulu-Natal'; values are sent as the spec spells them. */
const label = (value: string) =>
  value.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());

const EVENT_TYPE_OPTIONS = [
  { value: '', label: C.chooseEventType },
  ...EVENT_TYPES.map((t) => ({ value: t, label: label(t) })),
];
const PROVINCE_OPTIONS = [
  { value: '', label: C.chooseProvince },
  ...PROVINCES.map((p) => ({ value: p, label: label(p) })),
];

export interface EventFieldValues {
  eventName: string;
  organiserName: string;
  venue: string;
  theme: string;
  expectedAttendees: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  description: string;
}

const NAMES = [
  'eventName',
  'organiserName',
  'venue',
  'theme',
  'expectedAttendees',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'description',
] as const satisfies readonly (keyof EventFieldValues)[];

/** What the form holds, as the contract's schema reads it. */
export const readEventFields = (form: FormData): EventFieldValues =>
  Object.fromEntries(NAMES.map((n) => [n, textOf(form, n)])) as unknown as EventFieldValues;

export const readCreateFields = (form: FormData) => ({
  eventType: textOf(form, 'eventType'),
  province: textOf(form, 'province'),
  ...readEventFields(form),
});

/** 'HH:MM:SS' as a time input holds it ('HH:MM'). */
const timeValue = (time: string | null | undefined) => (time ?? '').slice(0, 5);

export function EventFields({
  invalid,
  accountName,
  initial,
  withTypeAndProvince = false,
}: {
  invalid: string | null;
  accountName: string;
  initial?: Partial<EventFieldValues>;
  /** Create only: the type and province cannot change afterwards. */
  withTypeAndProvince?: boolean;
}) {
  return (
    <>
      {withTypeAndProvince && (
        <div className={styles.pair}>
          <Select
            label={C.eventType}
            name="eventType"
            invalid={invalid}
            options={EVENT_TYPE_OPTIONS}
            defaultValue=""
          />
          <Select
            label={C.province}
            name="province"
            invalid={invalid}
            options={PROVINCE_OPTIONS}
            defaultValue=""
          />
        </div>
      )}
      <Field label={C.eventName} name="eventName" invalid={invalid} defaultValue={initial?.eventName ?? ''} />
      <Field
        label={C.organiserName}
        name="organiserName"
        invalid={invalid}
        placeholder={accountName}
        hint={C.organiserNameHint}
        defaultValue={initial?.organiserName ?? ''}
      />
      <Field label={C.venue} name="venue" invalid={invalid} defaultValue={initial?.venue ?? ''} />
      <Field label={C.theme} name="theme" invalid={invalid} defaultValue={initial?.theme ?? DEFAULT_THEME} />
      <Field
        label={C.expected}
        name="expectedAttendees"
        inputMode="numeric"
        invalid={invalid}
        defaultValue={initial?.expectedAttendees ?? ''}
      />
      <div className={styles.pair}>
        <Field
          label={C.startDate}
          name="startDate"
          type="date"
          invalid={invalid}
          defaultValue={initial?.startDate ?? ''}
        />
        <Field
          label={C.endDate}
          name="endDate"
          type="date"
          invalid={invalid}
          defaultValue={initial?.endDate ?? ''}
        />
      </div>
      <div className={styles.pair}>
        <Field
          label={C.startTime}
          name="startTime"
          type="time"
          invalid={invalid}
          defaultValue={timeValue(initial?.startTime)}
        />
        <Field
          label={C.endTime}
          name="endTime"
          type="time"
          invalid={invalid}
          defaultValue={timeValue(initial?.endTime)}
        />
      </div>
      <TextArea
        label={C.description}
        name="description"
        invalid={invalid}
        defaultValue={initial?.description ?? ''}
      />
    </>
  );
}
