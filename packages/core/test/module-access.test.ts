import { describe, expect, it } from 'vitest';
import { defineModuleAccess } from '../src/index.ts';

// The manifest's names are checked by the type checker (npm test runs tsc over the tests): each
// expected error below fails the type check if the mistake were ever accepted.
describe('defineModuleAccess typing', () => {
  it('accepts grants and menu entries on its own modules and on those it uses', () => {
    const access = defineModuleAccess({
      modules: ['kits'],
      uses: ['ledger'],
      grants: { FINANCE_ADMIN: [['kits', 'any']] },
      menu: [{ name: 'k', label: 'K', path: '/k', group: 'Finance', modules: ['kits', 'ledger'], roles: ['PARENT'] }],
    });
    expect(access.endPoints).toHaveLength(2);
  });

  it('refuses foreign modules, unknown roles and groups outside the spec', () => {
    const wrong = [
      // @ts-expect-error a grant on another module's access module
      defineModuleAccess({ modules: ['kits'], grants: { FINANCE_ADMIN: [['ledger', 'any']] } }),
      // @ts-expect-error a grant to a role the portal does not know
      defineModuleAccess({ modules: ['kits'], grants: { NOBODY: [['kits', 'any']] } }),
      defineModuleAccess({
        modules: ['kits'],
        // @ts-expect-error 'Orders' is not one of the spec's side-menu groups
        menu: [{ name: 'k', label: 'K', path: '/k', group: 'Orders', modules: ['kits'], roles: [] }],
      }),
      defineModuleAccess({
        modules: ['kits'],
        // @ts-expect-error a menu entry on a module neither owned nor used
        menu: [{ name: 'k', label: 'K', path: '/k', group: 'Finance', modules: ['ledger'], roles: [] }],
      }),
    ];
    expect(wrong).toHaveLength(4);
  });
});
