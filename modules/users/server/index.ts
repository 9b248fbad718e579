import { defineServerModule, resourceRoutes } from '@portal/kit';
import { userResource } from './resources.ts';
import { authRoutes, type AuthRouteOptions } from './routes.ts';

export * from './schema.ts';
export * from './resources.ts';
export * from './parent-rule.ts';
export * from './settings.ts';
export { contextFromToken } from './session.ts';
export { ContextCache } from './context-cache.ts';
export { hashPassword } from './secrets.ts';
export { INVALID_LOGIN } from './auth.service.ts';

export function usersModule(options: AuthRouteOptions) {
  return defineServerModule({
    name: 'users',
    register(app) {
      authRoutes(app, options);
      resourceRoutes(app, userResource);
    },
  });
}
