/** The auth feature's query keys: a password recovery link, checked once it is opened. */
export const authKeys = {
  recoveryLink: (urlID: string) => ['recoveryLink', urlID] as const,
};
