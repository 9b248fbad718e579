/**
 * The contracts the shell calls (sign-in, the user, the menu, the centre and year selectors), loaded when first
 * called: they carry zod, which the first download (the shell and the sign-in screen) does without.
 */
export const usersContracts = () => import('@portal/mod-users/contracts');
export const orgContracts = () => import('@portal/mod-org/contracts');
