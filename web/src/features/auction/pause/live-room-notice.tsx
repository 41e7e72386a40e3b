import Box from '@mui/material/Box';

/** Read by screen readers, not shown (the banners and lists show the same news). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * A polite live region for the room's news (paused, resumed, an announcement): read once by a
 * screen reader when the text changes, without taking the focus. Visually hidden: the banners and
 * lists show the same news.
 */
export function LiveRoomNotice({ text }: { text: string | null }) {
  return (
    <Box aria-live="polite" aria-atomic="true" role="status" sx={VISUALLY_HIDDEN} data-testid="live-room-notice">
      {text ?? ''}
    </Box>
  );
}
