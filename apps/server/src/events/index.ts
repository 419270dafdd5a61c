export {
  createEventBus,
  defineSubscriber,
  deliveryJobs,
  type EventBus,
  type EventBusDeps,
  type EventPublisher,
  type Subscriber,
  type SubscriberOptions,
} from './bus.ts';
export { createEventsRepository, type EventsRepository } from './repository.ts';
