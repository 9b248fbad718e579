export { financeRoutes } from './routes.ts';
