export * from './status.ts';

export const ORG_MODULES = {
  FRANCHISEE: 'Franchisee',
  CITY: 'city',
  PINCODE: 'PincodeCheck',
  ACADEMIC_YEAR: 'Franchisee',
} as const;
