export { enquiryPublicRoutes, enquiryRoutes } from './routes.ts';
