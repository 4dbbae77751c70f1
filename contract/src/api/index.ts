import { browseApi } from './browse.ts';
import type { Endpoint } from './define.ts';
import { sessionApi } from './session.ts';

export * from './browse.ts';
export * from './client.ts';
export * from './define.ts';
export * from './session.ts';

/** The whole BFF API, by domain. */
export const api = { browse: browseApi, session: sessionApi } as const;

export const endpointList: readonly Endpoint[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
