import { normalizeDemoUsername } from '@procura/domain/demo-room/demo-room.rules';

/** docs/rules/shell-and-landing.md#demo-room lists a 'chat user name' in local storage: the demo room keeps its name there. */
export const DEMO_USERNAME_KEY = 'chat_user_name';

/** The remembered name, or null when none is stored (or a stored value no longer follows the rule). */
export function readDemoUsername(): string | null {
  try {
    const stored = localStorage.getItem(DEMO_USERNAME_KEY);
    return stored && normalizeDemoUsername(stored) === stored ? stored : null;
  } catch {
    return null;
  }
}

export function storeDemoUsername(username: string): void {
  try {
    localStorage.setItem(DEMO_USERNAME_KEY, username);
  } catch {
    // Private mode without storage: the room still opens for this visit through navigation state.
  }
}

export function forgetDemoUsername(): void {
  try {
    localStorage.removeItem(DEMO_USERNAME_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
