/** How users read on screen: names (status labels and tones: components/user-status.ts; dates: lib/format). */
export const userName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
