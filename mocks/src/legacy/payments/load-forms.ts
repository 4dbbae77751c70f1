// The provider forms' signing (forms.ts) loaded only when a payment handler runs. Mock mode runs
// the stand-in's handler modules in the browser for their texts and rows; the signing needs
// node:crypto, which a browser has not. The path is not a literal, so no bundler (Vite, esbuild)
// follows it into the browser's graph; under Node (tsx) it loads as any module.

type Forms = typeof import('./forms.ts');

const FORMS_MODULE = './forms.ts';

export const loadPaymentForms = (): Promise<Forms> =>
  import(/* @vite-ignore */ new URL(FORMS_MODULE, import.meta.url).href) as Promise<Forms>;
