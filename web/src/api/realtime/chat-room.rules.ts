import type { ChatMessageView } from '@procura/domain/negotiation/negotiation.views';

/** Messages merged by id and ordered oldest first (by time, then id): a repeated or late message lands once, in its place. */
export function mergeMessages(current: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/** The createdAt to ask older messages before, or null when nothing is held. */
export function oldestTime(messages: readonly ChatMessageView[]): string | null {
  return messages[0]?.createdAt ?? null;
}
