import { EVENT_TYPES, PROVINCES } from '@tix/contract/domain/constants';
import type { Province } from '../model.ts';

/** provinceid 1 to 9, in the order and spelling of the spec. */
export const seedProvinces = (): Province[] => PROVINCES.map((name, index) => ({ id: index + 1, name }));

/** The event types offered at creation double as the browse categories. */
export const seedCategories = (): string[] => [...EVENT_TYPES];
