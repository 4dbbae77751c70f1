export * from './api/index.ts';
export * from './domain/index.ts';
export * from './forms/index.ts';
export type { LegacyOperation } from './legacy/index.ts';
export * as legacy from './legacy/index.ts';
export * from './model/index.ts';
export * from './normalise/index.ts';
