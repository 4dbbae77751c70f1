export * from './event.ts';
export * from './session.ts';
