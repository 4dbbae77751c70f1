import { z } from 'zod';
import { addPromoterSchema, editPromoterSchema } from '../forms/promoters.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { list } from '../model/limits.ts';
import { promoterSchema } from '../model/promoter.ts';
import { messageAnswer } from './account.ts';
import { endpoint } from './define.ts';
import { routes } from './routes.ts';

/** Not in the spec, ours: a promoter id in the address that is not a number. */
export const PROMOTER_ID_MESSAGE = idMessage('Promoter id');

const promoterParams = z.object({
  promoterId: legacyId(PROMOTER_ID_MESSAGE),
});
const owner = { owned: 'organiser-promoter' } as const;

/**
 * The organiser's promoters (boosters), spec part 2, sections 2, 4, 5 and 7: /boosters (also
 * /promoters-list), /addbooster, /editbooster, deactivation (reversible) and deletion (final).
 */
export const promotersApi = {
  listPromoters: endpoint({
    ...routes.promoters.listPromoters,
    summary: "The organiser's promoters; `search` narrows them by name, email or phone",
    access: ['business'],
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: list(promoterSchema),
    legacy: ['PROMOTERS:GETPROMOTERS', 'PROMOTERS:SEARCHPROMOTERS'],
  }),
  getPromoter: endpoint({
    ...routes.promoters.getPromoter,
    summary: 'One of the organiser’s promoters, to edit (/editbooster)',
    access: ['business'],
    params: promoterParams,
    response: promoterSchema,
    owner,
    legacy: ['PROMOTERS:GETPROMOTERS'],
  }),
  addPromoter: endpoint({
    ...routes.promoters.addPromoter,
    summary: 'Adds a promoter with its login and credit (R100 or more); an existing email or phone is a 422',
    access: ['business'],
    body: addPromoterSchema,
    response: messageAnswer,
    status: 201,
    legacy: ['ADDPROMOTER'],
  }),
  updatePromoter: endpoint({
    ...routes.promoters.updatePromoter,
    summary: 'Edits a promoter (a blank password keeps the old one); an existing email or phone is a 422',
    access: ['business'],
    params: promoterParams,
    body: editPromoterSchema,
    response: messageAnswer,
    owner,
    legacy: ['PROMOTERS:GETPROMOTERS', 'UPDATEPROMOTERDETAILS'],
  }),
  setPromoterActivation: endpoint({
    ...routes.promoters.setPromoterActivation,
    summary: 'Deactivates a promoter (it can no longer sell) or activates it again',
    access: ['business'],
    params: promoterParams,
    body: z.object({ active: z.boolean() }),
    response: promoterSchema,
    owner,
    legacy: ['PROMOTERS:GETPROMOTERS', 'PROMOTERACTIVATION'],
  }),
  deletePromoter: endpoint({
    ...routes.promoters.deletePromoter,
    summary: 'Deletes a promoter for good: its login ends and it cannot be restored',
    access: ['business'],
    params: promoterParams,
    response: messageAnswer,
    owner,
    legacy: ['PROMOTERS:GETPROMOTERS', 'DELETEPROMOTER'],
  }),
};
