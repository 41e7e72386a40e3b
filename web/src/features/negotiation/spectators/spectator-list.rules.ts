import { SPECTATOR_AVATARS_SHOWN } from '@procura/domain/negotiation/negotiation.enums';
import type { SpectatorView } from '@procura/domain/negotiation/negotiation.views';

/** The avatars shown (online first, then by name) and how many more hide behind '+N'. */
export function visibleSpectators(spectators: readonly SpectatorView[], cap = SPECTATOR_AVATARS_SHOWN): { shown: SpectatorView[]; more: number } {
  const ordered = [...spectators].sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
  return { shown: ordered.slice(0, cap), more: Math.max(0, ordered.length - cap) };
}

/** Up to two initials of a name (or of the e-mail when the name is empty). */
export function initialsOf(spectator: Pick<SpectatorView, 'name' | 'email'>): string {
  const words = (spectator.name.trim() || spectator.email).split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
