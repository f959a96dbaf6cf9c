// Design tokens of the portal. The shell applies them through styled-components'
// ThemeProvider; the remotes read the same object from the shared styled-components instance
// and import this module at build time for the types (and for their standalone mode).

export type ThemeMode = 'light' | 'dark';

export type PortalTheme = {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceHover: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    /** Text on a solid danger fill (the unread-count badge). */
    onDanger: string;
    accent: string;
    danger: string;
    dangerSurface: string;
    success: string;
    warning: string;
    warningSurface: string;
    info: string;
    focusRing: string;
    overlay: string;
    /**
     * Badge colours of the deal statuses (docs/product.md#deal-statuses); anything else is neutral.
     */
    status: {
      open: string;
      underReview: string;
      inUnderwriting: string;
      loeSent: string;
      closed: string;
      neutral: string;
    };
    /** The series colours of the charts, in order. */
    chart: readonly string[];
  };
  fonts: {
    body: string;
    heading: string;
    mono: string;
  };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; overlay: string };
  layout: { sidebarWidth: string; headerHeight: string };
  /** Mobile layout below `mobile` (in px, for media queries). */
  breakpoints: { mobile: number };
  zIndex: { header: number; sidebar: number; overlay: number; modal: number; toast: number };
};

const shared = {
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  layout: { sidebarWidth: '248px', headerHeight: '60px' },
  breakpoints: { mobile: 900 },
  zIndex: { header: 20, sidebar: 30, overlay: 40, modal: 50, toast: 60 },
} as const;

export const lightTheme: PortalTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f4f6f5',
    surface: '#ffffff',
    surfaceRaised: '#f9fbfa',
    surfaceHover: '#eef2f0',
    border: '#d9e0dc',
    text: '#111a15',
    textMuted: '#56635b',
    primary: '#0f7a3f',
    primaryHover: '#0b6132',
    onPrimary: '#ffffff',
    // Accent, status and chart colours are also text (the MEMBERS ONLY label, badges on their own
    // 12% tint): each keeps at least 4.5:1 on every light surface (WCAG AA).
    accent: '#8f5e14',
    danger: '#ad3327',
    onDanger: '#ffffff',
    dangerSurface: '#fdecea',
    success: '#127036',
    warning: '#854d0e',
    warningSurface: '#fef6e0',
    info: '#1d5fbf',
    focusRing: '#2f9e5f',
    overlay: 'rgba(10, 18, 14, 0.55)',
    status: {
      open: '#56635b',
      underReview: '#1c5dbb',
      inUnderwriting: '#7537df',
      loeSent: '#845716',
      closed: '#126e34',
      neutral: '#5c626e',
    },
    chart: ['#0e703a', '#1c5dbb', '#845716', '#7537df', '#ad3327', '#0d6882', '#b61759', '#446d0d'],
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 20, 0.06), 0 4px 12px rgba(16, 24, 20, 0.06)',
    overlay: '0 16px 48px rgba(16, 24, 20, 0.22)',
  },
};

export const darkTheme: PortalTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#0a0f0c',
    surface: '#111813',
    surfaceRaised: '#162019',
    surfaceHover: '#1c2920',
    border: '#26352b',
    text: '#e6efe9',
    textMuted: '#93a69a',
    primary: '#3ddc84',
    primaryHover: '#5fe89c',
    onPrimary: '#04140a',
    accent: '#f2c14e',
    danger: '#ff6b5e',
    // White on this coral is 2.8:1; near-black is 6.9:1.
    onDanger: '#1b0a08',
    dangerSurface: '#2a1412',
    success: '#4ade80',
    warning: '#fbbf24',
    warningSurface: '#2a2110',
    info: '#60a5fa',
    focusRing: '#3ddc84',
    overlay: 'rgba(0, 0, 0, 0.7)',
    status: {
      open: '#93a69a',
      underReview: '#60a5fa',
      inUnderwriting: '#a78bfa',
      loeSent: '#f2c14e',
      closed: '#4ade80',
      neutral: '#9ca3af',
    },
    chart: ['#3ddc84', '#60a5fa', '#f2c14e', '#a78bfa', '#ff6b5e', '#22d3ee', '#f472b6', '#a3e635'],
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 6px 16px rgba(0, 0, 0, 0.3)',
    overlay: '0 20px 56px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, PortalTheme> = { light: lightTheme, dark: darkTheme };

/** Local-storage key of the theme preference (docs/product.md#theme), holding 'light' or 'dark'. */
export const THEME_STORAGE_KEY = 'theme';

/** `@media` query of the mobile layout. */
export const mobileMedia = `@media (max-width: ${shared.breakpoints.mobile - 1}px)`;

/** `@media` query of the desktop layout. */
export const desktopMedia = `@media (min-width: ${shared.breakpoints.mobile}px)`;

declare module 'styled-components' {
  // styled-components' theme is declared by interface merging; the portal's tokens are the shape.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
