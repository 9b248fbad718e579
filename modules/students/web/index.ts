export { studentRoutes } from './routes.ts';
