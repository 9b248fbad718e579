export { orderRoutes } from './routes.ts';
