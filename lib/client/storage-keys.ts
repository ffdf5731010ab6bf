/** Browser storage keys (spec §9). */
export const storageKeys = {
  userToken: "B2B_USER_TOKEN",
  authInitial: "B2B_AUTH_INITIAL",
  userUuid: "B2B_USER_UUID",
  sessionId: "B2B_SESSION_ID",
  language: "B2B_LANGUAGE",
} as const;
