export { buildServer } from './app.ts';
export { type Config, loadConfig } from './config.ts';
