import type { WebhookEvent, WebhookEventData } from '../shared/webhooks.js';
import type { Tx } from './db/database.js';

/**
 * What a change did, for the capabilities that react to it, by name (`company.created`). A capability names the events
 * it publishes by adding them here (declaration merging: `declare module '../events.js'`), so that the core names
 * none and every publication and reaction is typed.
 *
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the capabilities add their own events
export interface DomainEvents extends PublicEvents {}

/**
 * An event a company may hear of outside Openhire (its webhooks, `shared/webhooks.ts`): ids and the fields that changed,
 * never a resume, an answer or self-identification; one entry a thing it happened to.
 */
export interface PublicEvent<Name extends WebhookEvent = WebhookEvent> {
  companyId: string;
  /** Exactly the fields the catalogue gives the event (`WEBHOOK_EVENT_FIELDS`): another fails to compile. */
  data: readonly WebhookEventData<Name>[];
}

/** The events of the public catalogue keep their public names inside too, so one name means one thing. */
type PublicEvents = { [Name in WebhookEvent]: PublicEvent<Name> };

export type DomainEventName = keyof DomainEvents;
export type Reaction<Name extends DomainEventName> = (tx: Tx, event: DomainEvents[Name]) => Promise<void>;
/** A capability's reactions, an event's at most one. */
export type Reactions = { [Name in DomainEventName]?: Reaction<Name> };

let reactionsTo: Map<DomainEventName, Reaction<never>[]> | undefined;

/**
 * Takes every capability's reactions, in the list's order, before anything is published: `capabilities.ts` as it is
 * loaded, and `buildApp` for the list it builds.
 */
export function listenToAll(all: readonly Reactions[]): void {
  const byEvent = new Map<DomainEventName, Reaction<never>[]>();
  for (const reactions of all) {
    for (const [name, reaction] of Object.entries(reactions) as [DomainEventName, Reaction<never>][]) {
      byEvent.set(name, [...(byEvent.get(name) ?? []), reaction]);
    }
  }
  reactionsTo = byEvent;
}

/**
 * Runs every reaction to the event in the change's own transaction, in the list's order: what a change causes commits
 * with it or not at all, and a reaction that fails rolls the change back.
 */
export async function publish<Name extends DomainEventName>(
  tx: Tx,
  name: Name,
  event: DomainEvents[Name],
): Promise<void> {
  // A process that published without the list would silently skip every reaction.
  if (!reactionsTo) throw new Error(`"${name}" was published before the capability list was loaded`);
  for (const reaction of reactionsTo.get(name) ?? []) await (reaction as Reaction<Name>)(tx, event);
}
