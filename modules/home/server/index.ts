import { defineServerModule } from '@portal/kit';
import { homeAccess } from './access.ts';
import { homeRoutes } from './routes.ts';
import { showHomeFigures } from './figure-readouts.ts';

export { parentHome } from './parent-home.service.ts';
export { teacherHome } from './teacher-home.service.ts';

/** The homes parents and teachers land on: one answer each, composed from the other modules' public services. */
export const homeModule = defineServerModule({
  name: 'home',
  access: homeAccess,
  register: (app) => {
    showHomeFigures();
    homeRoutes(app);
  },
});
