export const SYSTEM_MODULE = 'System';
