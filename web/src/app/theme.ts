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

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#3b82f6', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 18 }, sizeLarge: { paddingBlock: 10 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 650 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
