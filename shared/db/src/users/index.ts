/**
 * The users domain: the roles and account states the users table's checks allow (text columns, `string` in the
 * generated types). The platform's Profile (the signed-in member) and the admin's members list narrow them here.
 */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
