import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Room devices. The centre's heads enrol a tablet for a class, see the centre's devices and revoke one; staff set
 * the PIN they switch in with on a device (and end their turn on it).
 */
export const devicesAccess = defineModuleAccess({
  modules: ['roomDevices', 'roomDevicePin'],
  grants: {
    FRANCHISEE_USER_1: [
      ['roomDevices', 'any'],
      ['roomDevicePin', 'any'],
    ],
    COCO_USER_1: [
      ['roomDevices', 'any'],
      ['roomDevicePin', 'any'],
    ],
    TEACHER: [['roomDevicePin', 'any']],
  },
  menu: [
    {
      name: 'room-devices',
      label: 'Room devices',
      path: '/devices/list',
      group: 'Admin',
      modules: ['roomDevices'],
      roles: [...CENTRE_ROLES],
    },
  ],
});
