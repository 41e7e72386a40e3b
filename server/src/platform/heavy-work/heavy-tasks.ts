// The heavy tasks' table (docs/decisions.md 220): each task is a pure function run on the heavy-work
// thread, plain data in (structured clone: no function, no class instance other than Date, Map, Set
// and bytes) and bytes or plain data out. The module that implements a task declares it here by
// augmenting HeavyTasks (`declare module …/heavy-tasks`), and server/src/heavy-worker.ts puts every
// implementation in the thread's table, so a name runHeavy accepts is one the thread can run.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface HeavyTasks {}

export type HeavyTaskName = keyof HeavyTasks;
export type HeavyInput<K extends HeavyTaskName> = HeavyTasks[K] extends (input: infer I) => unknown ? I : never;
export type HeavyOutput<K extends HeavyTaskName> = HeavyTasks[K] extends (input: never) => infer O ? Awaited<O> : never;
/** Every declared task with its implementation: what the thread's entry holds. */
export type HeavyTaskTable = { [K in HeavyTaskName]: HeavyTasks[K] };

/** What crosses to the thread for one task. */
export interface HeavyRequest {
  task: string;
  input: unknown;
}
