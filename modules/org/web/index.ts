export { orgRoutes } from './routes.ts';
