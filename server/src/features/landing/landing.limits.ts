import type { Limit } from '../../platform/security/rate-limit';

// A company asks for a trial once; ten an hour from one address leaves room for an office behind
// one NAT while keeping a script from flooding the sales inbox.
export const TRIAL_REQUESTS_PER_IP: Limit = { name: 'trial:ip', max: 10, windowSeconds: 60 * 60 };
