export * from './browse.ts';
export * from './values.ts';
