/** The resend countdown of the code sent to a number at sign-in, kept across a reload of the code page. */
export const signinCodeTimer = (username: string) => `signin:${username}`;

/** The resend countdown of the password-recovery code sent to a number. */
export const recoveryCodeTimer = (phone: string) => `recovery:${phone}`;
