export {
  createEventBus,
  defineSubscriber,
  deliveryJobs,
  STOPPED_DURING_LAST_ATTEMPT,
  type EventBus,
  type EventBusDeps,
  type EventPublisher,
  type Subscriber,
  type SubscriberOptions,
} from './bus.ts';
export { createEventsRepository, type EventsRepository } from './repository.ts';
