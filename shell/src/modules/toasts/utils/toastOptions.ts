import type { DefaultToastOptions } from 'react-hot-toast';

/**
 * Notification display times (docs/product.md#notification-timing): 4 s by default, 3 s for
 * success, 5 s for error.
 */
export const toastOptions = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 5000 },
} as const satisfies DefaultToastOptions;
