import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, requestOtpSchema } from '@procura/domain/auth/auth.schemas';

// Loaded after the sign-in page shows (see lazy-resolver.ts): the domain schemas bring zod along.
export const loginResolver = zodResolver(loginSchema);

/** Checks the e-mail before a code is requested: the address, or the first message. */
export function checkOtpRequest(email: string): { email: string } | { error: string } {
  const parsed = requestOtpSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email };
  return { error: parsed.error.issues[0]?.message ?? 'Please input a valid email address' };
}
