export { buildServer } from './app.ts';
export { loadConfig } from './config.ts';
