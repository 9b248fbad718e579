export { ledgerRoutes } from './routes.ts';
