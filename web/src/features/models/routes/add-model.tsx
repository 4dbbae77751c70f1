import { MODEL_GENDERS } from '@tix/contract/domain/constants';
import { SIGNATURE_BYTES } from '@tix/contract/domain/file-signatures';
import { sniffModelPicture } from '@tix/contract/domain/images';
import {
  MODEL_MESSAGES,
  MODEL_PICTURE_MAX_BYTES,
  modelEditSchema,
  modelUploadSchema,
} from '@tix/contract/forms/models';
import { validateForm } from '@tix/contract/forms/validate';
import type { Contestant } from '@tix/contract/model/contestant';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { linkTo, paths } from '../../../lib/paths.ts';
import { problemDetail } from '../../../lib/problem.ts';
import { Banner } from '../../../ui/banner.tsx';
import { EventScreen } from '../../../ui/event-screen.tsx';
import { Field, formStyles, Select, SubmitButton, TextArea } from '../../../ui/form-fields.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import surface from '../../../ui/surface.module.css';
import {
  type ModelFields,
  modelKey,
  modelsPageKey,
  saveModel,
  useModelsPage,
  useOwnModel,
} from '../api/models.ts';
import styles from '../components/models.module.css';
import { PointsPanel } from '../components/points-panel.tsx';
import { ADD_MODEL_COPY as COPY, MODELS_COPY } from '../messages.ts';

type Notice = { tone: 'error' | 'success'; text: string; id: number };

/** The picture's first bytes say JPEG or PNG (the name is not trusted; the BFF checks again). */
async function isJpegOrPng(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return sniffModelPicture(head) !== null;
}

/** /addmodels?eventid=ID (add) or &modelid=ID (edit), with the points configuration. */
export function AddModelRoute() {
  const [query] = useSearchParams();
  const eventId = query.get('eventid')?.trim() || null;
  const modelId = query.get('modelid')?.trim() || null;
  const page = useModelsPage(eventId);
  const own = useOwnModel(modelId);
  const { mutate } = useSWRConfig();
  const title = modelId ? COPY.editTitle : COPY.addTitle;
  return (
    <EventScreen
      title={title}
      noEvent={MODELS_COPY.noEvent}
      loadingLabel={MODELS_COPY.loading}
      eventId={eventId}
      read={page}
    >
      {(data) => (
        <div className={surface.stack}>
          <h1>{title}</h1>
          <Link to={linkTo(paths.models, { query: { eventid: data.eventId } })}>{COPY.back}</Link>
          <PointsPanel
            eventId={data.eventId}
            configured={data.pointsConfigured}
            packages={data.packages}
            onSaved={(next) =>
              mutate(modelsPageKey(data.eventId), { ...data, ...next }, { revalidate: false })
            }
          />
          {modelId && own.isLoading ? (
            <Spinner label={MODELS_COPY.loading} />
          ) : modelId && (own.error || !own.data) ? (
            <Banner tone="error">{problemDetail(own.error)}</Banner>
          ) : (
            <ModelForm
              key={own.data?.id ?? 'new'}
              eventId={data.eventId}
              model={own.data ?? null}
              onSaved={(saved) => {
                void mutate(modelsPageKey(data.eventId));
                if (saved) void mutate(modelKey(saved.id), saved, { revalidate: false });
              }}
            />
          )}
        </div>
      )}
    </EventScreen>
  );
}

const emptyFields = (model: Contestant | null): ModelFields => ({
  picture: null,
  name: model?.name ?? '',
  age: model?.age ? String(model.age) : '',
  gender: model?.gender ?? '',
  bio: model?.bio ?? '',
});

function ModelForm({
  eventId,
  model,
  onSaved,
}: {
  eventId: string;
  model: Contestant | null;
  onSaved: (model: Contestant | null) => void;
}) {
  const [fields, setFields] = useState<ModelFields>(emptyFields(model));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const fail = (field: string, text: string) => {
    setInvalid(field);
    setNotice({ tone: 'error', text, id: Date.now() });
  };
  // The marked field's message goes once the field is fixed (issue 28), not at the next save.
  const fixed = (name: keyof ModelFields) => {
    if (invalid !== name) return;
    setInvalid(null);
    setNotice((n) => (n?.tone === 'error' ? null : n));
  };
  const set = (name: keyof Omit<ModelFields, 'picture'>) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    if (e.target.value.trim()) fixed(name);
  };
  // The picture is checked when chosen (size, then kind by its first bytes), as the service will.
  const choosePicture = async (picture: File | null) => {
    setFields((f) => ({ ...f, picture }));
    if (!picture) return;
    if (picture.size > MODEL_PICTURE_MAX_BYTES) return fail('picture', MODEL_MESSAGES.pictureSize);
    if (!(await isJpegOrPng(picture))) return fail('picture', MODEL_MESSAGES.pictureType);
    fixed('picture');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const schema = model ? modelEditSchema : modelUploadSchema;
    const checked = validateForm(schema, { ...fields, picture: fields.picture ?? undefined });
    if (!checked.ok) return fail(Object.keys(checked.fieldErrors)[0] ?? 'picture', checked.message);
    if (fields.picture && fields.picture.size > MODEL_PICTURE_MAX_BYTES)
      return fail('picture', MODEL_MESSAGES.pictureSize);
    if (fields.picture && !(await isJpegOrPng(fields.picture)))
      return fail('picture', MODEL_MESSAGES.pictureType);
    setInvalid(null);
    setProgress(0);
    try {
      const answer = await saveModel(model ? { modelId: model.id } : { eventId }, fields, setProgress);
      setNotice({ tone: 'success', text: answer.message, id: Date.now() });
      onSaved(answer.model);
      if (!model) {
        setFields(emptyFields(null));
        setFileKey((k) => k + 1);
      }
    } catch (error) {
      setNotice({ tone: 'error', text: problemDetail(error), id: Date.now() });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className={surface.card} aria-labelledby="model-form">
      <h2 id="model-form">{model ? model.name : COPY.addTitle}</h2>
      {notice && (
        <Banner key={notice.id} tone={notice.tone}>
          {notice.text}
        </Banner>
      )}
      {model?.photoUrl && (
        <img className={styles.current} src={model.photoUrl} alt={COPY.current(model.name)} />
      )}
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          key={fileKey}
          label={COPY.picture}
          name="picture"
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          invalid={invalid}
          hint={model ? `${COPY.pictureHint} ${COPY.pictureKeep}` : COPY.pictureHint}
          disabled={progress !== null}
          onChange={(e) => void choosePicture(e.target.files?.[0] ?? null)}
        />
        <Field label={COPY.name} name="name" invalid={invalid} value={fields.name} onChange={set('name')} />
        <Field
          label={COPY.age}
          name="age"
          type="number"
          inputMode="numeric"
          min={18}
          invalid={invalid}
          hint={COPY.ageHint}
          value={fields.age}
          onChange={set('age')}
        />
        <Select
          label={COPY.gender}
          name="gender"
          invalid={invalid}
          value={fields.gender}
          onChange={set('gender')}
          options={[
            { value: '', label: COPY.genderPick },
            ...MODEL_GENDERS.map((g) => ({ value: g, label: COPY.genders[g] })),
          ]}
        />
        <TextArea
          label={COPY.bio}
          name="bio"
          invalid={invalid}
          value={fields.bio}
          onChange={set('bio')}
          rows={4}
        />
        <SubmitButton busy={progress !== null} busyLabel={COPY.uploading(progress ?? 0)}>
          {COPY.save}
        </SubmitButton>
      </form>
    </section>
  );
}
