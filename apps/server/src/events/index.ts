export { createEventBus, type EventBus, type EventBusDeps, type EventPublisher } from './bus.ts';
export { createEventsRepository, type EventsRepository } from './repository.ts';
export { defineSubscriber, deliveryJobs, STOPPED_DURING_LAST_ATTEMPT, type Subscriber, type SubscriberOptions } from './subscriber.ts';
