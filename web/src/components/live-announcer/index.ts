export { announce, clearAnnouncements, LiveAnnouncer } from './live-announcer';
export { ANNOUNCE_INTERVAL_MS } from './live-announcer.rules';
