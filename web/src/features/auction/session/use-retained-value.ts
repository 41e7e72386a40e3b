import { useState } from 'react';

/** The last non-null value, so a closing dialog keeps its text while it fades out. */
export function useRetainedValue<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}
