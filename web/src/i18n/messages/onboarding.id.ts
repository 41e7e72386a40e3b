// Indonesian texts of the onboarding pages, keyed by their English text.
export const onboardingId = {} satisfies Record<string, string>;
