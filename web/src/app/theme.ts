import { createTheme } from '@mui/material/styles';

// A calm, dense business look: one strong blue, neutral greys, system fonts (no web-font download).
const FONT_STACK = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

// What the page keeps free under its top edge when it scrolls to a focused control or an anchor: the
// sticky top bar (64 px; the landing's 72 on wide screens) and room for the focus ring.
const TOP_BAR_CLEARANCE_PX = 72;

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#3b82f6', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    // Decision 199 (WCAG 1.4.3): MUI's default info, success, warning and error are too light for white
    // badge text and for small coloured text on white; these darker shades reach 4.5:1 on both.
    info: { main: '#0369a1', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#b91c1c', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    // text.disabled: labels and hints of disabled fields stay readable (4.7:1 on white).
    text: { primary: '#0f172a', secondary: '#475569', disabled: '#64748b' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, fontSize: '1.75rem' },
    h5: { fontWeight: 650, fontSize: '1.35rem' },
    h6: { fontWeight: 650, fontSize: '1.1rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Decision 201 (WCAG 2.4.11): what the keyboard reaches is never scrolled under the sticky top bar
        // (64 px, and 8 for the focus ring) or the vendor's bottom edge; (2.4.7) a visible focus ring on
        // every control. Anchors scrolled to (the landing's sections, the initiation's) are kept clear by it too.
        html: { scrollPaddingTop: TOP_BAR_CLEARANCE_PX, scrollPaddingBottom: 24 },
        ':focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
      },
    },
    // Initials on a grey avatar were 1.7:1.
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#475569', color: '#ffffff' } } },    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 18 }, sizeLarge: { paddingBlock: 10 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 650 } } },
    // A link drawn as a button (Request OTP, Resend Email) is a target of at least 24 px (WCAG 2.5.8).
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { button: { minHeight: 24 } } },
  },
});
