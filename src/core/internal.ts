// What the adapters (`handlers/`, `src/server/`) use of the core besides its public types. Every
// name here is internal (left out of the published declarations).
export type { Answer } from './answer.js';
export { unknownRouteAnswer } from './answer.js';
export type { Core } from './core.js';
export { createCore, turnKeyOfRequest } from './core.js';
export { MAX_DELAY, RESILIENCE_OPTION_NAMES } from './faults/index.js';
export type { ControlBus } from './faults/store.js';
export { CONTROL_BUS, controlBusOf, STORE_DOWN } from './faults/store.js';
export type { LoggedEntry, LogWatcher } from './log.js';
export { WORLD_OPTION_NAMES } from './options.js';
export type { Outcome } from './outcome.js';
export { cutBody } from './outcome.js';
export type { ScenarioRule } from './scenarios.js';
export { syncTurn } from './scenarios.js';
