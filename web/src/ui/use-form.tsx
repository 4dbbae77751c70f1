import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { problemDetail } from '../lib/problem.ts';
import { BANNER_MS, Banner } from './banner.tsx';

/** What the contract's zod form schemas offer, without importing zod here. */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A schema, or a function loading it. A form on a role's first page passes a loader (a dynamic
 * import of its contract module): zod then loads when the form is first focused or sent, not with
 * the page (docs/performance.md).
 */
export type SchemaSource<T> = FormSchema<T> | (() => Promise<FormSchema<T>>);

type Tone = 'error' | 'success' | 'info';

/**
 * A form checked by its contract schema: the first issue becomes the banner (the spec's message),
 * its field is marked and focused; `submit` runs only with valid data. Banners hide after
 * `bannerMs`; a new message restarts the timer. Wire `onChange` on the form too: once the marked
 * field is fixed, its mark and message clear while the user types, not at the next submit.
 */
export function useForm<T>(
  schema: SchemaSource<T>,
  read: (form: FormData) => unknown,
  submit: (data: T, form: HTMLFormElement) => Promise<void>,
  bannerMs: number = BANNER_MS.standard,
) {
  const [flash, setFlash] = useState<{ id: number; text: string; tone: Tone; check?: true } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback((text: string, tone: Tone = 'error') => {
    setFlash((f) => ({ id: (f?.id ?? 0) + 1, text, tone }));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = read(new FormData(form));
    let checker: FormSchema<T>;
    try {
      checker = typeof schema === 'function' ? await schema() : schema;
    } catch (failure) {
      show(problemDetail(failure));
      return;
    }
    const parsed = checker.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setInvalid(field || null);
      setFlash((f) => ({
        id: (f?.id ?? 0) + 1,
        text: issue?.message ?? 'Check the form',
        tone: 'error',
        check: true,
      }));
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await submit(parsed.data, form);
    } finally {
      setBusy(false);
    }
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (invalid === null) return;
    // A field is marked only after a submit parsed the form, so a lazy schema is loaded by now.
    const values = read(new FormData(event.currentTarget));
    let checker: FormSchema<T>;
    try {
      checker = typeof schema === 'function' ? await schema() : schema;
    } catch {
      return;
    }
    const parsed = checker.safeParse(values);
    const still = !parsed.success && parsed.error.issues.some((i) => String(i.path[0] ?? '') === invalid);
    if (still) return;
    setInvalid(null);
    setFlash((f) => (f?.check ? null : f));
  }

  const banner: ReactNode = flash && (
    <Banner key={flash.id} tone={flash.tone} hideAfterMs={bannerMs} onHide={() => setFlash(null)}>
      {flash.text}
    </Banner>
  );
  /** Starts loading a lazy schema (the form's onFocus), so sending does not wait for it. */
  const preload = useCallback(() => {
    if (typeof schema === 'function') schema().catch(() => undefined);
  }, [schema]);
  return { onSubmit, onChange, preload, banner, invalid, busy, show };
}

/** A FormData value as text ('' when absent). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
