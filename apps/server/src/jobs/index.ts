export { defineJob, JOB_DEFAULTS, type JobData, type JobDefinition, type JobInput, type JobName, type JobRegistry } from './definitions.ts';
export type { InTransaction, JobHandler, JobInfo, JobQueue, JobState, QueueDepth, RunningJob, ScheduleOptions, SendOptions, WorkOptions } from './port.ts';
export { createJobQueue, JobQueueStopping, type JobQueueDeps } from './queue.ts';
export { QUEUE_TIMING, type QueueTiming } from './settings.ts';
