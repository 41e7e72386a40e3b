// The heavy-work thread's entry when the server runs from its TypeScript sources (`npm run dev`,
// vitest; docs/decisions.md 220): tsx is registered in the thread itself, since a thread started
// with `--import tsx` on Node 20 transforms its static imports but not the task groups that
// heavy-worker.ts imports when first asked for. The bundle's thread runs dist/heavy-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: runHeavyTask } = await import('./heavy-worker.ts');

export default runHeavyTask;
