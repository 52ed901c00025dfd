/**
 * The demo stores of one gateway instance. They hang off that instance's `auth` object (made
 * once per app by the auth plugin), which both faces can reach: legacy routes as `app.auth`,
 * resolvers as `ctx.auth`. So every app, and so every test file, starts from fresh canned data.
 */
import type { Auth } from '../plugins/auth';
import { createChatStore, type ChatStore } from './chat/store';
import { createRecordStores, type RecordStores } from './records/store';
import { createScrumStore, type ScrumStore } from './scrum/store';
import { createShopStore, type ShopStore } from './shop/store';
import { createTodoStore, type TodoStore } from './todo/store';

export interface DemoStores extends RecordStores {
  shop: ShopStore;
  scrum: ScrumStore;
  chat: ChatStore;
  todo: TodoStore;
}

export function createDemoStores(): DemoStores {
  return {
    ...createRecordStores(),
    shop: createShopStore(),
    scrum: createScrumStore(),
    chat: createChatStore(),
    todo: createTodoStore(),
  };
}

const perApp = new WeakMap<Auth, DemoStores>();

export function demoStores(auth: Auth): DemoStores {
  let stores = perApp.get(auth);
  if (!stores) perApp.set(auth, (stores = createDemoStores()));
  return stores;
}
