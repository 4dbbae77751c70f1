import type { AccountType } from '@tix/contract/domain/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppPath } from './paths.ts';

/** Every account type: the screens only guests should see send all of them home. */
export const ALL_ACCOUNTS: readonly AccountType[] = ['customer', 'business', 'partner', 'booster'];

/**
 * Where a screen sits in the app: `site` is the public shell; `account` the screens every
 * logged-in account shares (profile, feedback); an account type is that role's area with its
 * menu. The app turns these into layouts, so a feature does not import the app.
 */
export type Shell = 'site' | 'account' | AccountType;

/**
 * Who may see a screen: `only` one account type (guests go to log in, others to their home),
 * or everyone but the `redirect`ed types, who go to their home.
 */
export type Guard = { only: AccountType } | { redirect: readonly AccountType[] };

/**
 * One path of the spec as a feature declares it: the screen, or the path it leads to.
 * `publicWith`: the query parameters that make a role's screen public (/models?org_uid=&e_uid=
 * is anyone's; /models?eventid= is the organiser's, in the organiser's shell).
 */
export type FeatureRoute = { path: AppPath; shell?: Shell; guard?: Guard; publicWith?: readonly string[] } & (
  | { screen: LazyExoticComponent<ComponentType> }
  | { redirectTo: AppPath }
);

/** A route's screen, loaded with its feature when first visited. */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
