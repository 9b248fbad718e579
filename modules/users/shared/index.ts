export const USER_MODULE = 'User';
