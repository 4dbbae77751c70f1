import type { FastifyInstance } from 'fastify';
import { deletionRoutes } from './account-deletion.ts';
import { profileRoutes } from './account-profile.ts';
import { recoveryRoutes } from './account-recovery.ts';
import { registrationRoutes } from './account-registration.ts';

/** Accounts: registration and verification, password recovery, profile, feedback, likes, deletion. */
export default async function accountRoutes(app: FastifyInstance) {
  await registrationRoutes(app);
  await recoveryRoutes(app);
  await profileRoutes(app);
  await deletionRoutes(app);
}
