export * from './invitations/invite.service.ts';
export * from './invitations/accept.service.ts';
export * from './invitations/mobile.service.ts';
