const STORAGE_KEY = 'signInNonce';

/**
 * A fresh random value for a sign-in this tab starts, kept in sessionStorage until the callback
 * returns. The gateway hands it back with the token, so a token link made elsewhere (login CSRF)
 * is not accepted here.
 */
export function createSignInNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  window.sessionStorage.setItem(STORAGE_KEY, nonce);
  return nonce;
}

/** The nonce of the sign-in this tab started, if any; it works once. */
export function takeSignInNonce(): string | null {
  const nonce = window.sessionStorage.getItem(STORAGE_KEY);
  window.sessionStorage.removeItem(STORAGE_KEY);
  return nonce;
}
