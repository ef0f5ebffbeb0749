let isSigningOut = false;

/**
 * True while a sign-out runs: page guards then leave the redirect to the
 * sign-out itself, which carries the 'signed out' message.
 */
export const signOutInProgress = () => isSigningOut;

export function setSignOutInProgress(value: boolean) {
  isSigningOut = value;
}
