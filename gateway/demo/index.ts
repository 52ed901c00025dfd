/** The demo areas of the admin template (spec section 7 «Demo areas»), as domain entries. */
import type { DomainModule } from '../domains';
import chatLegacy from './chat/legacy';
import { chatResolvers } from './chat/resolvers';
import recordsLegacy from './records/legacy';
import { recordResolvers } from './records/resolvers';
import scrumLegacy from './scrum/legacy';
import { scrumResolvers } from './scrum/resolvers';
import shopLegacy from './shop/legacy';
import { shopResolvers } from './shop/resolvers';
import todoLegacy from './todo/legacy';
import { todoResolvers } from './todo/resolvers';

export const DEMO_DOMAINS: readonly DomainModule[] = [
  { name: 'demo-shop', resolvers: shopResolvers, legacy: shopLegacy },
  { name: 'demo-records', resolvers: recordResolvers, legacy: recordsLegacy },
  { name: 'demo-chat', resolvers: chatResolvers, legacy: chatLegacy },
  { name: 'demo-todo', resolvers: todoResolvers, legacy: todoLegacy },
  { name: 'demo-scrum', resolvers: scrumResolvers, legacy: scrumLegacy },
];
