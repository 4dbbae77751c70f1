import type { api } from '@tix/contract/api/index';
import type { HttpHandler } from 'msw';
import { browse } from './browse.ts';
import { session } from './session.ts';

type Api = typeof api;
/**
 * One handler per contract endpoint, grouped like the contract's `api` (one file per domain):
 * adding an endpoint to the contract fails to compile here until it has a handler.
 */
const byEndpoint = { browse, session } satisfies { [G in keyof Api]: Record<keyof Api[G], HttpHandler> };

export const handlers: HttpHandler[] = Object.values(byEndpoint).flatMap((group) => Object.values(group));
