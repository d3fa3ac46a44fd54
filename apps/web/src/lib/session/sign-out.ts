/**
 * Set from the moment the browser asks the server to end the session until someone signs in
 * again. A 401 in that window is the sign-out itself, not a session that ended under the user,
 * so no screen is remembered as the place to return to after the next sign-in.
 */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export function endSignOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/** Runs a call that ends the session (sign-out, account deletion) as a sign-out; a failure ends it. */
export async function signOutWith<T>(call: () => Promise<T>): Promise<T> {
  beginSignOut();
  try {
    return await call();
  } catch (error) {
    endSignOut();
    throw error;
  }
}
