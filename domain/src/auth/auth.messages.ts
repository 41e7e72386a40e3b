// No zod here: the web app's first download imports these texts.
// Messages the spec fixes word for word (docs/rules/accounts-and-sign-in.md#validation, docs/rules/accounts-and-sign-in.md#messages).
export const MSG = {
  passwordMismatch: 'Password tidak sama',
  salesNameRequired: 'Sales name is required',
  completeRegisterForm: 'Please complete the register form',
  inputEmailFirst: 'Please input your email first',
  correntEmail: 'Please input a corrent email address',
  welcome: 'Welcome!',
  sessionTimeout: 'Session Timeout',
  refreshFailed: 'Failed to refresh token',
  unauthorized: 'Unauthorized',
} as const;
