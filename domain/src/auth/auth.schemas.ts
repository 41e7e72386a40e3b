import { z } from 'zod';
import { emailField, requiredText, safeString } from '../common/text.schemas';
import { references, SALES_REFERENCES } from '../master-data/master-data.enums';
import { MSG } from './auth.messages';
import { isStrongPassword, PASSWORD_MAX, PASSWORD_RULE_MESSAGE, PERSON_NAME_PATTERN, ROLES, type Role } from './auth.rules';


const passwordInput = safeString({ error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const newPassword = passwordInput.refine(isStrongPassword, PASSWORD_RULE_MESSAGE);

const confirmPasswordInput = safeString({ error: (i) => (i.input === undefined ? 'Confirm password is required' : 'Confirm password must be text') })
  .min(1, 'Confirm password is required')
  .max(PASSWORD_MAX, MSG.passwordMismatch);

const personName = (label: string) =>
  requiredText(label, 100).regex(PERSON_NAME_PATTERN, `${label} may contain only letters and spaces`);

const token = requiredText('Token', 512);

/** POST /api/authentication/login: a password or the 4 characters of a one-time code. */
export const loginSchema = z.strictObject({
  email: emailField(),
  password: passwordInput,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/authentication/register. */
export const registerSchema = z
  .strictObject({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailField(),
    password: newPassword,
    confirmPassword: confirmPasswordInput,
    optIn: z.literal(true, { error: 'Please agree to be contacted about your free trial' }),
    reference: z.enum(references.codes, { error: 'Reference is required' }),
    salesName: safeString({ error: 'Sales name must be text' }).trim().max(100, 'Sales name must be at most 100 characters').optional(),
    role: z.literal('buyer_auction', { error: 'Role must be buyer_auction' }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordMismatch });
    }
    if (SALES_REFERENCES.includes(value.reference) && !value.salesName) {
      ctx.addIssue({ code: 'custom', path: ['salesName'], message: MSG.salesNameRequired });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/authentication/request-otp. */
export const requestOtpSchema = z.strictObject({
  email: emailField('Please input a valid email address', MSG.inputEmailFirst),
});
export type RequestOtpInput = z.infer<typeof requestOtpSchema>;

/** POST /api/authentication/reset-password: sends a link to create a new password. */
export const resetPasswordSchema = z.strictObject({
  email: emailField(MSG.correntEmail, MSG.correntEmail),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/authentication/change-password: change, or create after a reset link. */
export const changePasswordSchema = z
  .strictObject({
    email: emailField(),
    password: newPassword,
    confirmPassword: confirmPasswordInput,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordMismatch });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/authentication/refresh-token. */
export const refreshTokenSchema = z.strictObject({ refreshToken: token });
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

/** POST /api/authentication/logout: ends the session that the refresh token belongs to. */
export const logoutSchema = z.strictObject({
  email: emailField().optional(),
  refreshToken: token.optional(),
});
export type LogoutInput = z.infer<typeof logoutSchema>;

/** POST /api/authentication/verify-email: the token from the verification link. */
export const verifyEmailSchema = z.strictObject({ token });

/** POST /api/authentication/login-link: the one-time token of an auto-login link. */
export const loginLinkSchema = z.strictObject({ token });

/** The sign-in answer. */
export interface LoginResponse {
  access_token: string;
  refresh_token: string;
}

export const roleSchema = z.enum(ROLES);

/** GET /api/secured/account/my-profile. */
export interface ProfileResponse {
  account: {
    id: string;
    firstName: string;
    lastName: string;
    role: Role;
    email: string;
    hasPassword: boolean;
  };
  company: {
    _id: string;
    companyName: string;
    companyCode: string;
    companyPhone: string;
    isOnboarding: boolean;
  } | null;
}
