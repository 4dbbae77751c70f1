export * from './account.ts';
export * from './browse.ts';
export * from './catalogue.ts';
export * from './define.ts';
export * from './raw.ts';
