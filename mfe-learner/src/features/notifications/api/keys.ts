export const notificationKeys = {
  preferences: (userId: string) => ['notification-preferences', userId] as const,
  token: (token: string) => ['email-subscription', token] as const,
};
