import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { toastOptions } from '../utils/toastOptions';

/** The one Toaster of the page; remotes call `toast` from the shared react-hot-toast. */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        ...toastOptions,
        style: {
          background: theme.colors.surfaceRaised,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          fontFamily: theme.fonts.body,
        },
      }}
    />
  );
}
