/** What the portal tells the user while the gateway cannot serve calls (see isServiceUnavailable). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** One toast for it, however many calls fail at once. */
export const SERVICE_UNAVAILABLE_TOAST_ID = 'service-unavailable';
