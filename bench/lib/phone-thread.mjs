// Starts a TypeScript module on a worker thread of a bench run by tsx (a worker does not inherit its loader).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
