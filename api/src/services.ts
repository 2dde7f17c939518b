import { AuthService } from './auth/auth.service.js';
import { UserService } from './modules/user/user.service.js';

/** The domain services, created once per app and reached by resolvers through the context. */
export interface Services {
  auth: AuthService;
  users: UserService;
}

export function createServices(): Services {
  return { auth: new AuthService(), users: new UserService() };
}
