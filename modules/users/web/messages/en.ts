/** The words of a person's own account: the profile's roles and password form, and an invitation's page. */
export const en = {
  myAccount: {
    role: '{role, select, PARENT {Parent} TEACHER {Teacher} other {{description}}}',
    approval: '{code, select, USER_STAFF_APPROVED {Staff record approved} other {{code}}}',
    none: 'None',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters',
    repeatPassword: 'Repeat new password',
    currentRequired: 'Enter your current password',
    tooShort: 'The new password needs at least 8 characters',
    tooLong: 'The new password can have at most 128 characters',
    differ: 'The two new passwords are not the same',
    changed: 'Password changed',
  },
  userInvitation: {
    title: 'Invitation',
    offer: '{centre} invites {name} as {roles}. The link works until {until}.',
    choosePassword: 'Password',
    choosePasswordHint:
      'New to the portal? Choose a password. ' +
      'Already have a login with this email? Type its password, or sign in first.',
    accept: 'Accept invitation',
    accepted: 'Invitation accepted',
    mobileCode: 'Code sent to your mobile',
    mobileCodeHint: 'Type the 6-digit code we texted to the mobile the centre gave, to sign in with it too.',
    confirmMobile: 'Confirm mobile',
    skipMobile: 'Not now',
    mobileConfirmed: 'Mobile confirmed',
  },
} as const;
