import type { api } from '@tix/contract';
import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../../http/implement.ts';
import { deletionRoutes } from './deletion.ts';
import { profileRoutes } from './profile.ts';
import { recoveryRoutes } from './recovery.ts';
import { registrationRoutes } from './registration.ts';

/** Accounts: registration and verification, password recovery, profile, feedback, likes, deletion. */
export const accountRoutes = (_app: FastifyInstance): DomainRoutes<typeof api.account> => ({
  ...registrationRoutes,
  ...recoveryRoutes,
  ...profileRoutes,
  ...deletionRoutes,
});
