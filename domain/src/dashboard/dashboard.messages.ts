/** The years a monthly series may be asked for (the product's data starts after 2000). */
export const DASHBOARD_MIN_YEAR = 2000;
export const DASHBOARD_MAX_YEAR = 2100;

export const DASHBOARD_MSG = {
  yearInvalid: `Year must be a whole number from ${DASHBOARD_MIN_YEAR} to ${DASHBOARD_MAX_YEAR}`,
} as const;
